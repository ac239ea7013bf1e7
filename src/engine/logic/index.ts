export * from './check';
export * from './evaluate';
export * from './operators';
export * from './types';
