/** The registration of the seeded customer who has no user yet (Sam Rivera), and the e-mail code step before it. */
import type { testServer } from './support';

type Server = Awaited<ReturnType<typeof testServer>>;

export const BROWSER_ID = '6f1c2a9e-4b7d-4e0a-9c3f-2d8e5b1a7c40';
export const NEW_PASSWORD = 'Harbor#Light42';

export const RIVERA = {
  Agreements: [] as { AgreedTo: boolean; AgreementType: number }[],
  UserName: 'sam.rivera',
  SecretQuestion: 'What was the name of your first pet?',
  SecretAnswer: 'Biscuit',
  AccountNumber: '01-123456-7',
  AccountType: 'Loan' as 'Loan' | 'Deposit',
  FirstName: 'Sam',
  MiddleName: '',
  LastName: 'Rivera',
  EmailAddress: 'new.rivera@example.com',
  SSN: '987654321',
  DateOfBirth: '04/12/1985',
  Zip: '84101',
  PhoneNumber: '8015550142',
  PlaceOfBirth: '',
  DriversLicense: '',
  MothersMaiden: '',
  Password: NEW_PASSWORD,
};

/** Sends a registration code and answers it, as the wizard's e-mail step does; returns the MFAToken. */
export async function verifyEmailByCode(server: Server, email = RIVERA.EmailAddress, id = BROWSER_ID) {
  const sent = await server.call('POST', 'Register/GenerateMFACode', {
    body: { Id: id, FirstName: 'Sam', EmailAddress: email },
  });
  const [message] = await server.outbox(email);
  const validated = await server.call('POST', 'Register/ValidateCode', {
    body: { Code: message!.code, MFAToken: sent.json.MFAToken, UserId: id },
  });
  if (validated.status !== 200) throw new Error(`code not accepted: ${JSON.stringify(validated.json)}`);
  return sent.json.MFAToken as string;
}

export function register(server: Server, changes: Partial<typeof RIVERA> = {}) {
  return server.call('POST', 'Register/RegisterUser', { body: { ...RIVERA, ...changes } });
}

/** The reason codes of an answer. */
export function reasons(json: { Errors?: { ErrorMessage: string }[] }): string[] {
  return (json.Errors ?? []).map((error) => error.ErrorMessage);
}
