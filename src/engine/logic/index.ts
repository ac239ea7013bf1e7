export * from './check';
export * from './evaluate';
export * from './operators';
export * from './types';
export * from './reads';
