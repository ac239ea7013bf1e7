export * from './ach';
export * from './card';
