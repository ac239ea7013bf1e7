export * from './parseAgreement';
