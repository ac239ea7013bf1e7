export * from './check';
export * from './constraints';
export * from './form';
export * from './messages';
export * from './names';
export * from './screen';
export * from './validator';
export * from './compiled';
