export * from './parseAgreement';
export * from './need';
