/** The demo answers of the accounts, loans, deposits, applications and documents (spec 03 §7). */
import { ACCOUNT_LIST, APPLICATION_DETAILS, APPLICATION_LIST } from './accountsData';
import { CAPTURED_ON, moved } from './clock';
import {
  ACCOUNT_DOCUMENTS,
  APPLICATION_DOCUMENTS,
  CUSTOMER_DOCUMENTS,
  FILE_TYPES,
  SIGNED_AGREEMENTS,
} from './documentsData';
import { ACCOUNT_DETAILS, HISTORY, INSURANCE, STATEMENTS } from './loansData';
import { DONE, field, refuse, type DemoTable } from './table';

/** An account of demo.borrower's, or the server's refusal of another one. */
function own<T>(table: Record<string, T>, number: string | null) {
  return number !== null && Object.hasOwn(table, number) ? table[number]! : refuse(403, 'NotYourAccount');
}

/** The transactions of the last `days` days (as captured: the clock moves them with today). */
function history(number: string | null, days: number) {
  const list = own(HISTORY, number);
  if (!Array.isArray(list)) return list;
  const captured = Date.parse(CAPTURED_ON);
  const recent = list.filter(
    (entry) => captured - Date.parse(entry.TransactionDate) <= days * 24 * 60 * 60 * 1000,
  );
  return { HasNoErrors: true, Errors: [], List: moved(recent) };
}

/** A year's statements (of their dates as moved to today). */
function statements(number: string | null, year: number) {
  const list = own(STATEMENTS, number);
  if (!Array.isArray(list)) return list;
  return {
    HasNoErrors: true,
    Errors: [],
    StatementList: moved(list).filter((entry) => entry.Date.startsWith(`${year}-`)),
  };
}

const upload = () => ({
  ...DONE,
  Document: {
    FileId: 'preview-upload',
    DisplayName: 'Uploaded document',
    DisplayFormat: 'pdf',
    ImageUrl: '',
    DateUploaded: new Date().toISOString(),
  },
});

export const accountAnswers: DemoTable = {
  'GET accountList': () => moved(ACCOUNT_LIST),
  'GET Application/GetList': () => moved(APPLICATION_LIST),
  'GET Application': ({ query }) =>
    query.get('applicationNumber') === 'A-20461'
      ? moved(APPLICATION_DETAILS)
      : refuse(403, 'NotYourApplication'),
  'GET PassableToken/GetPassableToken': () => ({ Token: 'preview-token', Expires: new Date().toISOString() }),
  'GET AccountDetails': ({ query }) => moved(own(ACCOUNT_DETAILS, query.get('accountNumber'))),
  'POST Insurance/GetInsuranceInformation': ({ body }) => own(INSURANCE, field(body, 'accountNumber')),
  'GET AccountHistory': ({ query }) => history(query.get('accountNumber'), Number(query.get('days') ?? 30)),
  'POST AccountHistory/RetrieveDownloadToken': () => 'preview-token',
  'GET accountEStatements/GetStatementList': ({ query }) =>
    statements(query.get('AccountNumber'), Number(query.get('Year'))),
  // The demo's statements open directly (provider 0): the vendor's address is refused, as by the server.
  'GET AccountEstatements/GetAmsiveStatementUrl': () => ({
    HasNoErrors: false,
    Errors: [{ ErrorMessage: 'NoStatementVendor' }],
    StatementUrl: '',
  }),
  'POST AccountEStatements/SetStatementFormat': () => DONE,
  'POST AccountAlerts': () => DONE,
  'POST Account/ShowHideAccount': () => DONE,
  'POST Account/UpdateAddress': ({ body }) => ({
    ...DONE,
    Address: typeof body === 'object' && body !== null && 'Address' in body ? body.Address : null,
  }),
  'PUT ManualChangeContactInfo': () => DONE,
  'GET Documents/GetAccountDocuments': ({ query }) =>
    moved(own(ACCOUNT_DOCUMENTS, query.get('accountNumber'))),
  'GET Documents/GetApplicationDocuments': () => moved(APPLICATION_DOCUMENTS),
  'GET Documents/GetCustomerDocuments': () => moved(CUSTOMER_DOCUMENTS),
  'GET file/GetFileTypes': () => FILE_TYPES,
  'POST file/UploadByCustomerID': upload,
  'POST file/UploadFileWithLoanNumber': upload,
  'POST file/UploadFileWithApplicationNumber': upload,
  'GET AchDocuments/GetSignedAgreements': () => moved(SIGNED_AGREEMENTS),
};
