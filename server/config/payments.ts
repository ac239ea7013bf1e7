/**
 * The payment calendar and prices (the ACH cutoff, the period a one-time payment may be
 * dated in, first- and third-party fees, the interest basis of payoff quotes, the holidays):
 * the demo institution's (demo-payments.json), and how an institution's settings file
 * (its paymentCalendar, schemas/payment-calendar.schema.json) replaces parts of it. Also the
 * bundled table of routing numbers (routing-numbers.json).
 */
import demoPayments from './demo-payments.json' with { type: 'json' };
import routingNumbers from './routing-numbers.json' with { type: 'json' };

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface PaymentCalendar {
  /**
   * HH:MM, server local time: from it on, immediate ACH payments wait for the next business
   * day. NO_ACH_CUTOFF ("24:00") is never reached: no cutoff.
   */
  achCutoffTime: string;
  /** A one-time payment may be dated up to today plus this many days (PaymentOptions.NumberDaysInPeriod). */
  numberDaysInPeriod: number;
  /** Dollars, by the fee types of spec 02 §3. */
  firstPartyFees: {
    ScheduledAchFee: number;
    ECheckFeeAmount: number;
    RecurringAchFee: number;
    DebitCardFeeAmount: number;
    CreditCardFeeAmount: number;
  };
  /** Dollars, charged only when the institution option ThirdPartyFees is on. */
  thirdPartyFees: { ach: number; debitCard: number; creditCard: number };
  /** Daily interest of a payoff quote is balance × rate / this. */
  interestDaysInYear: number;
  holidays: readonly Holiday[];
}

/** A bank of the routing table, as GET /api/ACHRoutingData answers it. */
export interface Bank {
  RoutingNumber: string;
  Name: string;
  Address: string;
  City: string;
  State: string;
  Zip: string;
}

/** The cutoff time that a day never reaches: immediate ACH payments are taken until midnight. */
export const NO_ACH_CUTOFF = '24:00';

/** The demo institution's calendar, the base an institution's paymentCalendar is merged over. */
export const DEMO_PAYMENT_CALENDAR: PaymentCalendar = demoPayments;

/** An institution's paymentCalendar: any key, and any single fee of a fee object. */
export type PaymentCalendarSettings = Partial<
  Omit<PaymentCalendar, 'firstPartyFees' | 'thirdPartyFees'> & {
    firstPartyFees: Partial<PaymentCalendar['firstPartyFees']>;
    thirdPartyFees: Partial<PaymentCalendar['thirdPartyFees']>;
  }
>;

/** `settings` over `base`: each given key replaces the base's (holidays as a whole list), fee objects fee by fee. */
export function mergePaymentCalendar(
  base: PaymentCalendar,
  settings: PaymentCalendarSettings | undefined,
): PaymentCalendar {
  if (!settings) return base;
  const { firstPartyFees, thirdPartyFees, ...rest } = settings;
  return {
    ...base,
    ...rest,
    firstPartyFees: { ...base.firstPartyFees, ...firstPartyFees },
    thirdPartyFees: { ...base.thirdPartyFees, ...thirdPartyFees },
  };
}

export const ROUTING_TABLE: ReadonlyMap<string, Bank> = new Map(
  routingNumbers.banks.map((bank) => [bank.RoutingNumber, bank]),
);
