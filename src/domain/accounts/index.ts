export * from './accountNumber';
