export * from './counter';
export * from './form';
export * from './reasons';
export * from './request';
