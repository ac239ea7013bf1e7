export * from './EngineContext';
export * from './registry';
export * from './SafeHtml';
export * from './ScreenRenderer';
export { uiOptionsOf } from './uiOptions';
export { FailureBanner } from './blocks/FailureBanner';
export { useFocusOnAppear } from './useScreenFocus';
