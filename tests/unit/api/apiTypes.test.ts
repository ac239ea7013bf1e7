/**
 * The portal's own types of what it sends and reads agree with the types generated from
 * schemas/api (src/generated/api-types): the domain's shapes, which may not import generated
 * code, and the API modules' documented narrowings. Checked by the type checker
 * (npm run typecheck); at run time these assertions do nothing.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { ClientErrorReport } from '../../../src/api/clientError';
import type { UserLoginRequest as PortalLoginRequest } from '../../../src/api/login';
import type { PasswordCheckRequest } from '../../../src/api/passwords';
import type { RecoveryIdentity as ApiRecoveryIdentity } from '../../../src/api/recovery';
import type { MfaCodeRequest, RegistrationRequest } from '../../../src/api/register';
import type {
  Account as DomainAccount,
  Application as DomainApplication,
} from '../../../src/domain/accounts';
import type { RuleSet } from '../../../src/domain/passwords/rules';
import type { RecoveryIdentity } from '../../../src/domain/recovery/identity';
import type { Account, Application } from '../../../src/generated/api-types/accounts';
import type { UserLoginRequest } from '../../../src/generated/api-types/login';
import type { ValidatePasswordForLoggedInUserRequest } from '../../../src/generated/api-types/passwords';
import type { GetSecretQuestionRequest } from '../../../src/generated/api-types/recovery';
import type { GenerateMfaCodeRequest, RegisterUserRequest } from '../../../src/generated/api-types/register';
import type { ClientErrorRequest, ValidationRulesResponse } from '../../../src/generated/api-types/support';

describe("the domain's shapes are the schemas' types", () => {
  it('reads the account list and the applications as the schema describes them', () => {
    expectTypeOf<DomainAccount>().toEqualTypeOf<Account>();
    expectTypeOf<DomainApplication>().toEqualTypeOf<Application>();
  });

  it('reads every rule list the schema allows', () => {
    expectTypeOf<ValidationRulesResponse>().toExtend<RuleSet>();
  });

  it('sends the recovery identity and the registration payload in shapes the schema accepts', () => {
    expectTypeOf<RecoveryIdentity>().toEqualTypeOf<ApiRecoveryIdentity>();
    expectTypeOf<RecoveryIdentity>().toExtend<GetSecretQuestionRequest>();
    expectTypeOf<RegistrationRequest>().toExtend<RegisterUserRequest>();
  });
});

describe("the API modules' narrowings stay within the schemas", () => {
  it('sends requests (sign-in, password check, e-mail code, error report) the schemas accept', () => {
    expectTypeOf<PortalLoginRequest>().toExtend<UserLoginRequest>();
    expectTypeOf<PasswordCheckRequest>().toExtend<ValidatePasswordForLoggedInUserRequest>();
    expectTypeOf<MfaCodeRequest>().toExtend<GenerateMfaCodeRequest>();
    expectTypeOf<ClientErrorReport>().toExtend<ClientErrorRequest>();
  });
});
