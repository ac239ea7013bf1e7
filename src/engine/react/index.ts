export * from './EngineContext';
export * from './registry';
export * from './SafeHtml';
export * from './ScreenRenderer';
