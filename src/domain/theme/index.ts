export * from './colour';
export * from './contrast';
export * from './cssValues';
export * from './pairs';
