export * from './colour';
export * from './contrast';
export * from './cssValues';
export * from './pairs';
export { THEME_VALUE_CHECKS } from './valueChecks';
