/**
 * What a total due is made of, beside the total: "$459.20 installment + $459.20 past due +
 * $60.00 fees" (src/domain/accounts/amountDue.ts). Shown only when something beyond the
 * installment is due; each part's words are a settings key.
 */
import { Fragment } from 'react';
import { needsExplaining } from '../../domain/accounts';
import { useSettings } from '../../engine';
import './amountParts.css';

export interface AmountPartsValues {
  installment: number;
  pastDue: number;
  fees: number;
}

export function AmountParts({
  parts,
  money,
}: {
  parts: AmountPartsValues;
  money: (value: number) => string;
}) {
  const settings = useSettings();
  if (!needsExplaining(parts)) return null;
  const shown = [
    parts.installment > 0 && settings.text('accounts.partInstallment', { amount: money(parts.installment) }),
    parts.pastDue > 0 && settings.text('accounts.partPastDue', { amount: money(parts.pastDue) }),
    parts.fees > 0 && settings.text('accounts.partFees', { amount: money(parts.fees) }),
  ].filter((part): part is string => Boolean(part));
  // The space keeps the total and its parts apart for a screen reader (the parts' own line is
  // CSS). The parts may break inside: kept whole, they widened the loan table past 1280 px.
  return (
    <>
      {' '}
      <span className="amount-parts">
        {shown.map((part, index) => (
          <Fragment key={part}>
            {index > 0 && ' '}
            <span className="amount-parts__part">
              {index > 0 && '+ '}
              {part}
            </span>
          </Fragment>
        ))}
      </span>
    </>
  );
}
