export * from './compile';
export * from './definition';
export * from './errors';
export * from './logic';
export * from './options';
export * from './react';
export * from './rules';
export * from './settings';
