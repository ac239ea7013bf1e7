/**
 * The institution options the payment computations read (schemas/institution-options.schema.json
 * documents each one and its default). The names are the options' own, so the resolved
 * options object of the engine can be passed as it is; functions take the part they need
 * with Pick<PaymentOptions, ...>.
 */
export interface PaymentOptions {
  AllowCardPayments: boolean;
  AllowAchPayments: boolean;
  AllowVisa: boolean;
  AllowAmex: boolean;
  AllowMaster: boolean;
  AllowDiscover: boolean;
  AllowCardProfiles: boolean;
  AllowAchProfiles: boolean;
  AllowSingleUseCard: boolean;
  AllowSingleUseAch: boolean;
  AllowScheduledCardPayments: boolean;
  AllowScheduledAchPayments: boolean;
  AllowFuturePayoffCard: boolean;
  AllowFuturePayoffAch: boolean;
  AllowRecurringCardPayments: boolean;
  AllowRecurringAchPayments: boolean;
  AllowSaturdayAchPayments: boolean;
  AllowSundayAchPayments: boolean;
  AllowSavingsAccounts: boolean;
  DebitCardsOnly: boolean;
  RequireFullBillingAddress: boolean;
  ThirdPartyFees: boolean;
  BlockImmediateAchAfterCutoff: boolean;
  RequireMinimumPaymentAmount: boolean;
  ForceTotalAmountDue: boolean;
  MinimumAchAmount: number;
  MinimumCardAmount: number;
  MaxCardAmount: number;
  MaxPayoffPercent: number;
  ForceTotalDueAsMinimumPaymentWhenDelinquent: boolean;
  AllowAdditionalAmountOnRecurring: boolean;
  AllowAdditionalPrincipalOnRecurringACH: boolean;
  AllowCustomAmountOnDaysBeforeDue: boolean;
  ThirdPartyPayments: boolean;
  ThirdPartyBranchMinimum: number;
  ThirdPartyBranchMaximum: number;
  MaxScheduledPayments: number;
  RequireAchDraftAgreement: boolean;
}
