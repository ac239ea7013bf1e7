export * from './isoDate';
export * from './usDate';
