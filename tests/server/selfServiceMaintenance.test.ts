// @vitest-environment node
/** While the site is offline for maintenance every public self-service call answers 403 maintenanceModeEnabled. */
import { describe, expect, it } from 'vitest';
import { BROWSER_ID, RIVERA } from './registrationData';
import { settingsFile, testServer } from './support';

const IDENTITY = {
  EmailAddress: 'alex.morgan@example.com',
  ServicingBranch: '0001',
  DateOfBirth: '',
  ZipCode: '',
};
const CALLS: [string, object][] = [
  ['Register/GenerateMFACode', { Id: BROWSER_ID, FirstName: 'Sam', EmailAddress: RIVERA.EmailAddress }],
  ['Register/ValidateCode', { Code: '123456', MFAToken: 't', UserId: BROWSER_ID }],
  ['Register/RegisterUser', RIVERA],
  ['Register/ActivateAccount', { Token: 't', Password: 'Harbor#Light42' }],
  ['Login/ValidateEmail', { EncryptedUserData: 't' }],
  ['OptOut/OptOut', { EmailAddress: 't' }],
  ['Recovery/GetSecretQuestion', IDENTITY],
  ['Recovery/AnswerSecretQuestion', { ...IDENTITY, LogonName: 'demo.borrower', SecretAnswer: 'rover' }],
  ['Recovery/GenerateNewPassword', { ...IDENTITY, LogonName: 'demo.borrower' }],
  ['Login/CheckResetToken', { Token: 't' }],
  ['Login/CheckTokenExpiration', { Token: 't' }],
  ['Login/LookupLoginFromToken', { UserToken: 't' }],
  ['Login/ResetPassword', { Enc: 't', Password: 'Harbor#Light42' }],
  ['Login/ValidatePasswordForResetPassword', { PasswordToValidate: 'x', ResetToken: 't' }],
];

describe('maintenance mode', () => {
  it.each(CALLS)('closes POST %s', async (path, body) => {
    const server = await testServer({
      settingsFile: settingsFile({
        institutionOptions: { MaintenanceMode: true, RecoveryWithoutQuestion: true },
      }),
    });
    const { status, json } = await server.call('POST', path, { body });
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'maintenanceModeEnabled']);
  });
});
