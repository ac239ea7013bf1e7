/**
 * New payment methods (spec 02 §3 new card and ACH forms, §5 their rules, §8 their refusals):
 * checked on the server with the portal's own form rules (src/domain/payments/card.ts and
 * ach.ts: brand enabled, Luhn, expiry, ABA checksum …) and the bundled routing table, then
 * kept as last four digits only. The rules of rules/payments.json say whether the method
 * type is offered and whether it may be saved or used once. A bank account is saved only once
 * the user has a record of every ACH agreement still needed (spec 02 §4 "ACH agreement").
 */
import { achAccountTypes, achFormErrors, type AchErrorKey } from '../../../src/domain/payments/ach.ts';
import {
  cardDigits,
  cardFormErrors,
  debitCreditError,
  detectCardType,
  enabledCardTypes,
  type CardErrorKey,
} from '../../../src/domain/payments/card.ts';
import type { PaymentMethodType } from '../../../src/domain/payments/types.ts';
import type {
  AchPaymentMethodRequest,
  AddCardPaymentMethodRequest,
  RefusalCode,
} from '../../../src/generated/api-types/payments.ts';
import { ROUTING_TABLE, type Bank } from '../../config/payments.ts';
import type { SessionUser } from '../../http/env.ts';
import { achAgreementsNeeded } from '../agreements.ts';
import { agreementLogs } from '../loginResponse.ts';
import { todayOf } from './calendar.ts';
import { companyOf, paymentContext, type PaymentDeps } from './context.ts';
import { insertMethod, sameSavedMethod, type MethodRow, type NewBankAccount } from './methods.ts';
import { paymentOptions } from './options.ts';
import { refusal } from './refusal.ts';
import { institutionText, methodOnlyFacts, paymentRule } from './rules.ts';

/** How each card form failure is refused; any other is InvalidInfo. */
const CARD_REFUSALS: Partial<Record<CardErrorKey, RefusalCode>> = {
  'paymentCard.cardTypeUnsupported': 'CardNotAllowed',
  'paymentCard.expirationPast': 'Expired',
};

/** How each ACH form failure is refused (spec 02 §8 "Add ACH validation"); any other is InvalidInfo. */
function achRefusalCode(key: AchErrorKey): RefusalCode {
  if (key.startsWith('paymentAch.routingNumber')) return 'RoutingNumberInvalid';
  if (key.startsWith('paymentAch.accountNumber')) return 'RoutingAccountInvalidThirdParty';
  return 'InvalidInfo';
}

/** The rules a new method answers to: on the named loan's facts, or on the method alone. */
function methodRules(
  deps: PaymentDeps,
  session: SessionUser,
  methodType: PaymentMethodType,
  loanNumber?: string,
) {
  if (loanNumber !== undefined) {
    const context = paymentContext(deps, session, loanNumber);
    return (name: string) => context.rule(name, { methodType });
  }
  const caller = { session, company: companyOf(deps, session.customerId) };
  const facts = methodOnlyFacts(deps.clock, methodType);
  return (name: string) => paymentRule(deps, caller, facts, name);
}

/** Refuses a method type the loan does not take, and a save or a single use the rules do not allow. */
function checkOffered(rule: (name: string) => unknown, methodType: PaymentMethodType, save: boolean) {
  const types = rule('paymentMethodTypes');
  if (!Array.isArray(types) || !types.includes(methodType))
    throw refusal(
      methodType === 'Card' ? 'CardNotAllowed' : 'AchNotAllowed',
      `${methodType} payments are not taken here.`,
    );
  const saveRule = methodType === 'Card' ? 'paymentCanSaveCard' : 'paymentCanSaveAch';
  if (save && rule(saveRule) !== true)
    throw refusal(
      'InvalidInfo',
      `This ${methodType === 'Card' ? 'card' : 'bank account'} cannot be saved to the profile.`,
    );
  if (!save && rule('paymentOffersSingleUse') !== true)
    throw refusal('MustSavePaymentMethod', 'A payment method must be saved before it pays.');
}

/** Checks and keeps a new card (AddCardPaymentMethod); answers its row. */
export function addCard(
  deps: PaymentDeps,
  session: SessionUser,
  request: AddCardPaymentMethodRequest,
): MethodRow {
  const { institution, clock, db } = deps;
  const save = request.Save ?? true;
  checkOffered(methodRules(deps, session, 'Card', request.LoanAccountNumber), 'Card', save);
  const options = paymentOptions(institution);
  if (debitCreditError(request.DebitCreditType, options))
    throw refusal(
      'CreditCardsNotAccepted',
      institutionText(institution, 'paymentErrors.creditCardsNotAccepted'),
    );
  const today = todayOf(clock);
  const address = request.BillingAddress;
  const errors = cardFormErrors(
    {
      cardNumber: request.CardNumber,
      expiration: request.ExpirationDate,
      securityCode: request.SecurityCode,
      firstName: request.CardHolderFirstName,
      lastName: request.CardHolderLastName,
      address1: address.Address1 ?? '',
      address2: address.Address2 ?? '',
      city: address.City ?? '',
      state: address.State ?? '',
      zip: address.ZipCode,
    },
    { enabledTypes: enabledCardTypes(options), requireFullAddress: options.RequireFullBillingAddress, today },
  );
  const [field, key] = Object.entries(errors)[0] ?? [];
  if (key)
    throw refusal(CARD_REFUSALS[key] ?? 'InvalidInfo', `${field}: ${institutionText(institution, key)}`);
  const digits = cardDigits(request.CardNumber);
  if (detectCardType(digits) !== request.CardType)
    throw refusal('InvalidInfo', 'CardType does not match the card number.');
  const card = {
    cardType: request.CardType,
    debitCredit: request.DebitCreditType,
    expiration: request.ExpirationDate,
    holderName: `${request.CardHolderFirstName.trim()} ${request.CardHolderLastName.trim()}`,
    lastFour: digits.slice(-4),
  };
  if (save && sameSavedMethod(db, session.userId, card))
    throw refusal('AlreadyExists', institutionText(institution, 'paymentErrors.methodAlreadyExists'));
  return insertMethod(db, session.userId, card, { singleUse: !save, now: clock.now().toISOString() });
}

/** Checks a bank account (ValidateAchPaymentMethod): the form rules, the routing table, the account types taken. */
export function checkBankAccount(
  deps: PaymentDeps,
  request: Pick<AchPaymentMethodRequest, 'AccountType' | 'RoutingNumber' | 'AccountNumber' | 'OwnerName'>,
): { bank: Bank; account: NewBankAccount } {
  const { institution } = deps;
  const errors = achFormErrors(
    {
      routingNumber: request.RoutingNumber,
      accountNumber: request.AccountNumber,
      confirmAccountNumber: request.AccountNumber,
      ownerName: request.OwnerName,
    },
    false,
  );
  const [field, key] = Object.entries(errors)[0] ?? [];
  if (key) throw refusal(achRefusalCode(key), `${field}: ${institutionText(institution, key)}`);
  const bank = ROUTING_TABLE.get(request.RoutingNumber);
  if (!bank)
    throw refusal(
      'RoutingNumberInvalid',
      institutionText(institution, 'paymentAch.routingNumberUnknownBank'),
    );
  if (!achAccountTypes(paymentOptions(institution)).includes(request.AccountType))
    throw refusal('InvalidInfo', `${request.AccountType} accounts are not taken.`);
  return {
    bank,
    account: {
      accountType: request.AccountType,
      routingNumber: request.RoutingNumber,
      ownerName: request.OwnerName.trim(),
      lastFour: request.AccountNumber.slice(-4).padStart(4, '0'),
    },
  };
}

/**
 * Refuses to save a bank account while the user has no record, dated on or after its date, of an
 * ACH agreement that applies today (the same rule the portal asks the terms by): AchTermsRequired.
 */
function checkAchTerms(deps: PaymentDeps, session: SessionUser) {
  const { institution, clock, db } = deps;
  const needed = achAgreementsNeeded(institution, agreementLogs(db, session.userId), todayOf(clock));
  if (needed.length > 0)
    throw refusal(
      'AchTermsRequired',
      `${institutionText(institution, 'paymentErrors.achTermsRefused')} (${needed.map((item) => item.name).join(', ')})`,
    );
}

/** Checks and keeps a new bank account (AddAchPaymentMethod); answers its row. */
export function addBankAccount(
  deps: PaymentDeps,
  session: SessionUser,
  request: AchPaymentMethodRequest,
): MethodRow {
  const { institution, clock, db } = deps;
  const save = request.Save ?? true;
  checkOffered(methodRules(deps, session, 'ACH', request.LoanAccountNumber), 'ACH', save);
  const { account } = checkBankAccount(deps, request);
  if (save) checkAchTerms(deps, session);
  if (save && sameSavedMethod(db, session.userId, account))
    throw refusal('AlreadyExists', institutionText(institution, 'paymentErrors.methodAlreadyExists'));
  return insertMethod(db, session.userId, account, { singleUse: !save, now: clock.now().toISOString() });
}
