/**
 * How a payment method reads on screen: a brand's name, a saved method's line ('Visa ending in
 * 1111 (expires 12/28)', 'Checking account ending in 6789') and what a payment is paid from
 * ('Visa card ending in 1111'), in the catalogue's wording (paymentCard.brand*,
 * paymentAch.checking / savings, paymentMethods.cardOption / achOption, paymentConfirm.cardUsed
 * / accountUsed). The host's card types (visa, amex, master, discover) are codes, never shown.
 */
import type { SavedPaymentMethod } from '../../../api/paymentMethods';
import type { CardType, PaymentMethodChoice } from '../../../domain/payments';
import type { Settings } from '../../../engine';

const BRAND_KEYS: Readonly<Record<CardType, string>> = {
  visa: 'paymentCard.brandVisa',
  amex: 'paymentCard.brandAmex',
  master: 'paymentCard.brandMaster',
  discover: 'paymentCard.brandDiscover',
};

export function brandName(settings: Settings, type: CardType): string {
  return settings.text(BRAND_KEYS[type]);
}

/**
 * A card type as the host gives it, as a brand's name: a known brand by its settings key (the
 * host may write it in any case), any other type as given (docs/payment-wizard.md).
 */
export function brandOfCardType(settings: Settings, cardType: string): string {
  const code = cardType.trim().toLowerCase();
  return Object.hasOwn(BRAND_KEYS, code) ? brandName(settings, code as CardType) : cardType;
}

export function accountTypeName(settings: Settings, type: 'Checking' | 'Savings'): string {
  return settings.text(type === 'Savings' ? 'paymentAch.savings' : 'paymentAch.checking');
}

/** A saved (or single-use) method as one line. */
export function methodLabel(settings: Settings, method: SavedPaymentMethod): string {
  if (method.IsCard && method.CardInfo) {
    return settings.text('paymentMethods.cardOption', {
      brand: brandName(settings, method.CardInfo.CardType),
      lastFour: method.LastFour,
      expiration: method.CardInfo.ExpirationDate,
    });
  }
  return settings.text('paymentMethods.achOption', {
    accountType: accountTypeName(settings, method.AchInfo?.AccountType ?? 'Checking'),
    lastFour: method.LastFour,
  });
}

/** What a payment is paid from, masked to its last four digits: 'Visa card ending in 1111'. */
export function paidFromText(settings: Settings, method: PaymentMethodChoice): string {
  if (method.IsCard) {
    return settings.text('paymentConfirm.cardUsed', {
      type: brandOfCardType(settings, method.CardInfo.CardType),
      lastFour: method.CardInfo.CardNumber.slice(-4),
    });
  }
  return settings.text('paymentConfirm.accountUsed', {
    type: accountTypeName(settings, method.AchInfo.AccountType),
    lastFour: method.AchInfo.AccountNumber.slice(-4),
  });
}
