export * from './parseAgreement';
export * from './need';
export * from './records';
