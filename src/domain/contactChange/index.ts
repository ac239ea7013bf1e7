export * from './accounts';
export * from './form';
export * from './request';
export * from './states';
