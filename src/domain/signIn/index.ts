export * from './loginFailure';
export * from './postLoginSteps';
