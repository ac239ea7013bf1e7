/**
 * What a payment is paid from, as the confirm dialog and the confirmation page say it
 * (src/screens/payment/methods/labels.ts): a card by its brand's name from the catalogue (the
 * host's type is a code: 'visa' reads 'Visa'), a bank account by its type, in each language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeferredEntries } from '../../../../src/app/catalogue';
import type { PaymentMethodChoice } from '../../../../src/domain/payments';
import { brandOfCardType, paidFromText } from '../../../../src/screens/payment/methods/labels';
import productSpanish from '../../../../locales/es.json';
import { testSettings } from '../../../support/engine';

// The payment groups of the catalogue join after the sign-in screen's (src/app/catalogue.ts).
beforeAll(() => loadDeferredEntries());

const english = testSettings();
const spanish = testSettings({ translation: productSpanish });

const card = (CardType: string): PaymentMethodChoice => ({
  IsCard: true,
  CardInfo: {
    CardType,
    CardNumber: '4111111111111111',
    ExpirationDate: '12/29',
    ProfileId: 'c',
    DebitCreditType: 'DebitCard',
  },
});
const account = (AccountType: 'Checking' | 'Savings'): PaymentMethodChoice => ({
  IsCard: false,
  AchInfo: { AccountType, AccountNumber: '6789', ProfileId: 'a' },
});

describe('brandOfCardType', () => {
  it.each([
    ['visa', 'Visa'],
    ['VISA', 'Visa'],
    ['amex', 'American Express'],
    ['master', 'Mastercard'],
    ['discover', 'Discover'],
    ['jcb', 'jcb'],
  ])('%s reads %s', (type, brand) => {
    expect(brandOfCardType(english, type)).toBe(brand);
  });

  it('takes the name an institution gives a brand', () => {
    const settings = testSettings({ shared: { paymentCard: { brandMaster: 'MasterCard' } } });
    expect(brandOfCardType(settings, 'master')).toBe('MasterCard');
  });
});

describe('paidFromText', () => {
  it.each<[string, PaymentMethodChoice, string, string]>([
    ['a card', card('visa'), 'Visa card ending in 1111', 'Tarjeta Visa que termina en 1111'],
    [
      'an amex card',
      card('amex'),
      'American Express card ending in 1111',
      'Tarjeta American Express que termina en 1111',
    ],
    [
      'a checking account',
      account('Checking'),
      'Checking account ending in 6789',
      'Cuenta de Cheques que termina en 6789',
    ],
    [
      'a savings account',
      account('Savings'),
      'Savings account ending in 6789',
      'Cuenta de Ahorros que termina en 6789',
    ],
  ])('%s', (_case, method, inEnglish, inSpanish) => {
    expect(paidFromText(english, method)).toBe(inEnglish);
    expect(paidFromText(spanish, method)).toBe(inSpanish);
  });
});
