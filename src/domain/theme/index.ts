export * from './colour.ts';
export * from './contrast.ts';
export * from './cssValues.ts';
export * from './pairs.ts';
export { THEME_VALUE_CHECKS } from './valueChecks.ts';
