export * from './EngineContext';
export * from './registry';
export * from './SafeHtml';
export * from './ScreenRenderer';
export { FailureBanner } from './blocks/FailureBanner';
