/** The field checks definitions may name in constraints.check, by name (listed in ./index.ts). */
import { accountNumberCheck, agreementCheck, birthDateCheck } from './identity';
import { logonCheck, passwordCheck } from './passwords';
import { zipCodeCheck } from './zipCode';

export const FIELD_CHECKS = {
  password: passwordCheck,
  logon: logonCheck,
  birthDate: birthDateCheck,
  accountNumber: accountNumberCheck,
  agreement: agreementCheck,
  zipCode: zipCodeCheck,
} as const;
