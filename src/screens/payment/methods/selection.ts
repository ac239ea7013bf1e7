/**
 * What the payment method widgets hand the wizard (the screen's data.paymentMethod) and the
 * pure readings of saved methods they share: which methods belong to a payment type, the
 * method's profile id, whether it is the default, and the choice the submit sends.
 */
import type {
  DefaultPaymentMethod,
  PaymentMethodChoice,
  SavedPaymentMethod,
} from '../../../api/paymentMethods';
import type { PaymentMethodType } from '../../../domain/payments';

/** The screen data key the picker writes: the wizard reads data.paymentMethod. */
export const SELECTION_KEY = 'paymentMethod';

/**
 * The payment method step's outcome. `method` is the submit's Payment.Method (spec 02 §3: a card
 * drops the ACH info and an ACH method the card info, §4); `valid` says the step is done.
 */
export interface MethodSelection {
  type: PaymentMethodType | '';
  method: PaymentMethodChoice | null;
  /** Used once, not saved to the profile (spec 02 §3 'singleUse'). */
  singleUse: boolean;
  /** Only an immediate payment can be made: a method that is not saved (spec 02 §8). */
  onlyImmediate: boolean;
  /** Card: DebitCard or CreditCard (the third-party fee asks for it); '' for ACH. */
  debitCredit: 'DebitCard' | 'CreditCard' | '';
  lastFour: string;
  valid: boolean;
}

export const NO_SELECTION: MethodSelection = {
  type: '',
  method: null,
  singleUse: false,
  onlyImmediate: false,
  debitCredit: '',
  lastFour: '',
  valid: false,
};

/** A selection of a type with no method chosen yet. */
export function typeOnly(type: PaymentMethodType | ''): MethodSelection {
  return { ...NO_SELECTION, type };
}

export function profileIdOf(method: SavedPaymentMethod): string {
  return (method.IsCard ? method.CardInfo?.ProfileId : method.AchInfo?.ProfileId) ?? '';
}

/** The saved methods of one payment type (a method without its info is left out). */
export function methodsOfType(
  methods: readonly SavedPaymentMethod[],
  type: PaymentMethodType | '',
): SavedPaymentMethod[] {
  return methods.filter((method) =>
    type === 'Card' ? method.IsCard && method.CardInfo : type === 'ACH' && !method.IsCard && method.AchInfo,
  );
}

export function isDefault(
  method: SavedPaymentMethod,
  defaultMethod: DefaultPaymentMethod | null | undefined,
): boolean {
  return (
    defaultMethod != null &&
    defaultMethod.IsCard === method.IsCard &&
    defaultMethod.ProfileId === profileIdOf(method)
  );
}

/** The selection of a saved (or just added single-use) method. */
export function selectionOf(method: SavedPaymentMethod, singleUse = !method.Save): MethodSelection {
  if (method.IsCard && method.CardInfo) {
    const { ProfileId, CardType, CardNumber, ExpirationDate, DebitCreditType } = method.CardInfo;
    return {
      type: 'Card',
      method: {
        IsCard: true,
        CardInfo: { ProfileId, CardType, CardNumber, ExpirationDate, DebitCreditType },
      },
      singleUse,
      onlyImmediate: singleUse,
      debitCredit: DebitCreditType,
      lastFour: method.LastFour,
      valid: true,
    };
  }
  if (!method.IsCard && method.AchInfo) {
    const { ProfileId, AccountType, AccountNumber, RoutingNumber } = method.AchInfo;
    return {
      type: 'ACH',
      method: { IsCard: false, AchInfo: { ProfileId, AccountType, AccountNumber, RoutingNumber } },
      singleUse,
      onlyImmediate: singleUse,
      debitCredit: '',
      lastFour: method.LastFour,
      valid: true,
    };
  }
  return NO_SELECTION;
}

/**
 * The method a type starts with (`methods` are the saved methods of the chosen type): the
 * default when it is of that type, else the only saved method of the type; with several and
 * none the default, none (the borrower chooses: docs/payment-wizard.md).
 */
export function initialMethod(
  methods: readonly SavedPaymentMethod[],
  defaultMethod: DefaultPaymentMethod | null | undefined,
): SavedPaymentMethod | undefined {
  return (
    methods.find((method) => isDefault(method, defaultMethod)) ??
    (methods.length === 1 ? methods[0] : undefined)
  );
}
