export * from './loginFailure';
