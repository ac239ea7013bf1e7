export * from './errors';
export * from './identity';
