/**
 * The demo institution's payment data: its calendar and prices (demo-payments.json: the ACH
 * cutoff, the period a one-time payment may be dated in, first- and third-party fees, the
 * interest basis of payoff quotes, the Federal Reserve holidays) and the bundled table of
 * routing numbers (routing-numbers.json). Data, typed by the files themselves.
 */
import demoPayments from './demo-payments.json' with { type: 'json' };
import routingNumbers from './routing-numbers.json' with { type: 'json' };

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

export interface PaymentCalendar {
  /** HH:MM, server local time: after it, immediate ACH payments wait for the next business day. */
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

export const PAYMENT_CALENDAR: PaymentCalendar = demoPayments;

export const ROUTING_TABLE: ReadonlyMap<string, Bank> = new Map(
  routingNumbers.banks.map((bank) => [bank.RoutingNumber, bank]),
);
