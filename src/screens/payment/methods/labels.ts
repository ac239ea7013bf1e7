/**
 * How a payment method reads on screen: a brand's name and a saved method's line
 * ('Visa ending in 1111 (expires 12/28)', 'Checking account ending in 6789'), in the
 * catalogue's wording (paymentCard.brand*, paymentMethods.cardOption / achOption).
 */
import type { SavedPaymentMethod } from '../../../api/paymentMethods';
import type { CardType } from '../../../domain/payments';
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
