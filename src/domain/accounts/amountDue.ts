/**
 * What is due on a loan, in parts that add up to its total: the installment of this period,
 * what is past due from earlier ones, and the fees (late charges and other fees). The host
 * keeps the total; a payment lowers it. The parts read the total as owed for the fees first,
 * then the installment, and the rest is past due: so a payment pays what is past due first,
 * then the installment, then the fees, and the parts always add up to what is left.
 * The reference server answers FeesDue with `feesCents`; the dashboard and the loan screen
 * show the parts beside every total (installment + past due + fees = total).
 */

export interface AmountDueParts {
  installmentCents: number;
  pastDueCents: number;
  feesCents: number;
  totalCents: number;
}

const cents = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The parts of a total due, each in whole cents, none negative, adding up to the total. */
export function amountDueParts(
  totalCents: number,
  installmentCents: number,
  feesCents: number,
): AmountDueParts {
  const total = cents(totalCents);
  const fees = Math.min(cents(feesCents), total);
  const installment = Math.min(cents(installmentCents), total - fees);
  return {
    installmentCents: installment,
    pastDueCents: total - fees - installment,
    feesCents: fees,
    totalCents: total,
  };
}

/** The same in dollars, as the host's answers carry amounts. */
export function amountDuePartsInDollars(total: number, installment: number, fees: number) {
  const parts = amountDueParts(total * 100, installment * 100, fees * 100);
  return {
    installment: parts.installmentCents / 100,
    pastDue: parts.pastDueCents / 100,
    fees: parts.feesCents / 100,
    total: parts.totalCents / 100,
  };
}

/** Whether the parts explain something the total alone does not: anything due beyond the installment. */
export function needsExplaining(parts: { pastDue: number; fees: number }): boolean {
  return parts.pastDue > 0 || parts.fees > 0;
}
