export * from './catalogue';
export * from './flag';
export * from './interpolate';
export * from './key';
export * from './reader';
export * from './layers';
