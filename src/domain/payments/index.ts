export * from './ach';
export * from './card';
export * from './facts';
export type * from './options';
export * from './types';
export * from './dates';
