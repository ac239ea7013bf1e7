/**
 * Renders one payment block widget (frequency, amount, total) with the real engine settings,
 * options and rules, its props as the definition would resolve them, each test with its own SWR
 * cache; setData is a mock whose last call is the step's outcome. Today is 2026-11-22, a Sunday.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { PaymentInfoResponse } from '../../../../src/api/payments';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  type BlockWidgetProps,
  type LogicEnv,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const TODAY = '2026-11-22';

/** A monthly loan due 12/05/2026, $250 regular and due, $5,000 payoff, Thanksgiving a holiday. */
export const INFO: PaymentInfoResponse = {
  HasNoErrors: true,
  Errors: [],
  valid: true,
  accountNumber: '0001-100234-5',
  accountType: 0,
  EncryptedData: 'enc-1',
  DueDate: '2026-12-05',
  TotalAmountDue: 250,
  PayOffAmount: 5000,
  Delinquent: false,
  LoanBillingFrequency: 'Monthly',
  PaymentDetails: {
    LoanAccountNumber: '0001-100234-5',
    PaymentDate: '2026-11-23',
    PaymentAmount: 250,
    Company: 0,
  },
  PaymentOptions: {
    AllowACH: true,
    AllowCards: true,
    NumberDaysInPeriod: 30,
    RecurringAllowed: true,
    FirstPartyFees: {
      ScheduledAchFee: 1,
      ECheckFeeAmount: 0.5,
      RecurringAchFee: 0,
      DebitCardFeeAmount: 2.5,
      CreditCardFeeAmount: 3.95,
    },
  },
  ScheduledPayments: [],
  RecurringPayment: null,
  PaymentMethods: [],
  DefaultPaymentMethod: null,
  blockAchPayment: false,
  blockCardPayment: false,
  BlockImmediateACHPaymentsAfterCutoffTime: false,
  AdjustedACHPaymentDateAfterCutoffTime: null,
  NonPaymentDays: ['2026-11-26'],
  NonSchedulablePaymentDays: [],
  FeesAndCharges: [],
  regularPmtAmount: 250,
  loanFutureNonPaymentDays: ['2026-11-26'],
  accountInfo: {
    isLOCAccount: false,
    payOffAmount: 5000,
    totalAmountDue: 250,
    defaultPmtAmount: 250,
    isDelinquent: false,
  },
};

export const ACH = { type: 'ACH', debitCredit: '', valid: true };
export const CARD = { type: 'Card', debitCredit: 'DebitCard', valid: true };

export function renderWidget(
  Widget: ComponentType<BlockWidgetProps>,
  props: Record<string, unknown>,
  options: Record<string, unknown> = {},
) {
  const settings = testSettings();
  const resolved = createOptions(options, optionSpecs);
  const rules = createRuleBook([...rulesFiles, ...deferredRulesFiles]);
  const env: LogicEnv = {
    settings,
    options: resolved,
    rules,
    context: { ...testContext({ now: `${TODAY}T15:00:00.000Z` }), options: resolved, form: {}, data: {} },
  };
  const setData = vi.fn<(data: Record<string, unknown>) => void>();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider settings={settings} options={resolved} rules={rules} registry={testRegistry()}>
        <Widget props={props} env={env} setData={setData} />
      </EngineProvider>
    </SWRConfig>,
  );
  /** The last value the widget wrote under a data key. */
  const last = (key: string): unknown => {
    const calls = setData.mock.calls.filter(([data]) => key in data);
    return calls.length === 0 ? undefined : calls[calls.length - 1]![0][key];
  };
  return { ...view, setData, last };
}
