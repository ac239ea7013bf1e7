// @vitest-environment jsdom
/**
 * Every demo answer of the preview goes through the check of its call: each call is made with
 * the portal's own API functions (src/api), whose answers are checked against schemas/api, with
 * the demo transport in place of the network. A demo answer that drifts from its contract fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccountList } from '../../../../src/api/accounts';
import { getSignedAgreements } from '../../../../src/api/achDocuments';
import { getApplicationDetails } from '../../../../src/api/applicationDetails';
import { getApplications } from '../../../../src/api/applications';
import { getBranches, getZipLocation } from '../../../../src/api/branches';
import { provideTransport } from '../../../../src/api/client';
import { postClientError } from '../../../../src/api/clientError';
import { sendContactChange } from '../../../../src/api/contactChange';
import { getDocuments } from '../../../../src/api/documents';
import { ApiError } from '../../../../src/api/errors';
import { saveAlerts } from '../../../../src/api/loans/alerts';
import {
  getAccountDetails,
  getInsurance,
  hideAccount,
  updateAddress,
} from '../../../../src/api/loans/details';
import { getAccountHistory, retrieveHistoryDownloadToken } from '../../../../src/api/loans/history';
import { getStatementList, getStatementUrl, setStatementFormat } from '../../../../src/api/loans/statements';
import * as login from '../../../../src/api/login';
import { maintenanceMode } from '../../../../src/api/maintenance';
import { newCaptchaChallenge, sendContactUs, sendFeedback } from '../../../../src/api/messages';
import { optOut } from '../../../../src/api/optOut';
import { getPassableToken } from '../../../../src/api/passableToken';
import * as passwords from '../../../../src/api/passwords';
import * as payments from '../../../../src/api/payments';
import { getLoginHistory, getProfile, updateProfile } from '../../../../src/api/profile';
import { getSubscriptionInfo, modifySubscriptions } from '../../../../src/api/profileTexts';
import * as recovery from '../../../../src/api/recovery';
import * as register from '../../../../src/api/register';
import { agreementLogging, setPasswordQuestion } from '../../../../src/api/signInSetup';
import { getFileTypes, uploadDocument } from '../../../../src/api/uploads';
import { today } from '../../../../src/app/preview/demo/clock';
import { demoTransport } from '../../../../src/app/preview/demo/transport';

const LOANS = ['01-123400-1', '01-123401-9', '01-099870-4', '01-555120-3'];
const PAYABLE = ['01-123400-1', '01-123401-9', '01-555120-3'];
const ALL = [...LOANS, '22-004512-0'];
/** The demo ignores request bodies it has no use for; the calls' own types want them whole. */
const ANY = {} as never;

beforeAll(() => provideTransport(demoTransport));

describe("the preview's demo answers pass their calls' checks", () => {
  it('accounts, applications and the passable token', async () => {
    const accounts = await getAccountList();
    expect(accounts.map((account) => account.Number)).toEqual([...ALL, '31-778800-2']);
    expect(accounts.find((account) => account.Number === '01-123400-1')).toMatchObject({ LoanPastDue: true });
    expect(await getApplications()).toHaveLength(1);
    expect((await getApplicationDetails('A-20461')).application.ApplicationNumber).toBe('A-20461');
    expect(await getPassableToken()).toBeTruthy();
  });

  it.each(LOANS)('the loan %s: details, insurance, statements and its writes', async (number) => {
    expect((await getAccountDetails(number)).Information.AccountNumber).toBe(number);
    await getInsurance(number);
    const year = Number(today().slice(0, 4));
    await getStatementList(number, year);
    await getStatementList(number, year - 1);
    await setStatementFormat(number, 'ElectronicOnly', [11339]);
    await saveAlerts(number, ANY);
    await hideAccount(number);
    const address = { Address1: '1 Main St', City: 'Provo', State: 'UT', ZipCode: '84601' };
    expect(await updateAddress(number, address as never)).toEqual(address);
    await expect(getDocuments({ kind: 'account', number })).resolves.toBeInstanceOf(Array);
  });

  it('the statements of a year are that year', async () => {
    const year = Number(today().slice(0, 4));
    const statements = await getStatementList('01-123400-1', year);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((statement) => statement.Date.startsWith(`${year}-`))).toBe(true);
    await expect(getStatementUrl(statements[0]!)).rejects.toBeInstanceOf(ApiError);
  });

  it.each(ALL)('the history of %s, every window', async (number) => {
    const counts = [];
    for (const days of [30, 60, 90, 3650]) counts.push((await getAccountHistory(number, days)).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBeGreaterThan(0);
    expect(await retrieveHistoryDownloadToken(number, 30, 1 as never)).toBeTruthy();
  });

  it("another borrower's account is refused, as by the server", async () => {
    await expect(getAccountDetails('01-310001-4')).rejects.toMatchObject({ problem: { kind: 'forbidden' } });
  });

  it.each(PAYABLE)('Make A Payment of %s', async (number) => {
    const info = await payments.getPaymentInfo(number);
    expect(info.PaymentDetails.PaymentDate).toBe(today());
    expect(await payments.getPayOffQuote(number, today())).toBeGreaterThan(0);
    expect(await payments.getPaymentMethods(number)).toMatchObject({ PaymentMethods: expect.any(Array) });
  });

  it('the payment writes and the scheduled payment shown', async () => {
    const fee = {
      IsAch: false,
      IsCreditCard: false,
      IsDebitCard: true,
      IsImmediate: true,
      IsOneTime: true,
      IsRecurring: false,
      LoanNumber: '01-123401-9',
    };
    expect(await payments.getThirdPartyFee(fee)).toBe(2.5);
    expect(await payments.retrieveDownloadToken('01-123401-9', today())).toBeTruthy();
    await payments.setDefaultPaymentMethod(ANY);
    await payments.removeDefaultPaymentMethod('01-123401-9');
    await payments.addCardPaymentMethod(ANY);
    await payments.addAchPaymentMethod(ANY);
    await payments.validateAchPaymentMethod(ANY);
    await payments.deleteCardPayment(ANY);
    await payments.deleteAchPayment(ANY);
    expect(await payments.getRoutingData('124000054')).toMatchObject({ BankExists: true });
    expect(await payments.getRoutingData('123456780')).toMatchObject({ BankExists: false });
    await payments.prepareAchDraftAgreementPreview(ANY);
    for (const area of ['PaymentImmediate', 'PaymentScheduled', 'PaymentRecurring'])
      for (const kind of ['Card', 'Ach']) {
        const answer = await payments.submitPayment(`/api/${area}/Submit${kind}`, ANY);
        expect(answer.ReferenceNumber).toBeTruthy();
      }
    for (const area of ['PaymentScheduled', 'PaymentRecurring'])
      for (const kind of ['Card', 'Ach'])
        expect(await payments.deletePayment(`/api/${area}/Delete${kind}`, ANY)).toBeTruthy();
    const subaru = await payments.getPaymentInfo('01-123400-1');
    expect(subaru.ScheduledPayments).toHaveLength(1);
  });

  it('documents, uploads and signed agreements', async () => {
    await getDocuments({ kind: 'application', number: 'A-20461' });
    await getDocuments({ kind: 'profile' });
    expect((await getFileTypes()).length).toBeGreaterThan(0);
    await getSignedAgreements();
    const file = new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });
    for (const source of [
      { kind: 'account', number: '01-123400-1' },
      { kind: 'application', number: 'A-20461' },
      { kind: 'profile' },
    ] as const)
      expect(await uploadDocument({ source, fileTypeId: 1, file })).toMatchObject({
        FileId: expect.any(String),
      });
  });

  it('the profile, its texts and the login history', async () => {
    expect((await getProfile()).PersonalInfo.PhoneNumbers).toHaveLength(2);
    await updateProfile(ANY);
    expect((await getLoginHistory()).length).toBeGreaterThan(0);
    expect(await getSubscriptionInfo('3855550187')).toHaveLength(2);
    await modifySubscriptions(ANY, ANY);
  });

  it('signing in, the sign-in steps and the password checks', async () => {
    expect(await login.userLogin(ANY)).toMatchObject({ UserName: 'demo.borrower', IsLoggedIn: false });
    expect(await login.validateCode(ANY)).toMatchObject({ IsLoggedIn: true });
    await login.resendCode('demo.borrower');
    await login.tokenLogin(ANY);
    await login.ssoLogin('token');
    await login.verifyNewUser(ANY);
    // Checked before the reset, as a form does: the reset uses its token up.
    await passwords.validatePasswordForResetPassword(ANY, ANY);
    await login.resetPassword(ANY);
    expect(await login.userSession()).toMatchObject({ PersonalName: 'Alex Morgan' });
    await login.logoutCall('preview-session');
    expect(await maintenanceMode()).toBe(false);
    await passwords.passwordValidationRules();
    await passwords.logonValidationRules();
    await passwords.checkResetToken('token');
    expect(await passwords.lookupLoginFromToken('token')).toBe('demo.borrower');
    await passwords.validatePasswordForLoggedInUser(ANY, ANY);
    await setPasswordQuestion(ANY);
    expect((await agreementLogging({ Agreements: [11337], UserName: 'demo.borrower' })).Records).toHaveLength(
      1,
    );
  });

  it('registration, recovery, opt-out, messages, branches and the rest', async () => {
    expect(await register.generateMfaCode(ANY)).toBeTruthy();
    await register.validateRegistrationCode(ANY);
    await register.registerUser(ANY);
    await register.activateAccount(ANY);
    await register.validateEmail('enc');
    expect((await recovery.getSecretQuestion(ANY)).Credentials.LogonName).toBe('demo.borrower');
    await recovery.answerSecretQuestion(ANY);
    await recovery.generateNewPassword(ANY);
    await optOut('token');
    await sendFeedback(ANY);
    await sendContactUs(ANY);
    await newCaptchaChallenge('en-US');
    expect((await getBranches()).length).toBeGreaterThan(0);
    expect(await getZipLocation('84601')).toMatchObject({ Zip: '84601' });
    await sendContactChange(ANY);
    await postClientError(ANY);
  });
});
