/**
 * The choice of the loan to pay (spec 02 §2 "Select loan account": loan number, amount due and
 * due date). On a wide screen a dropdown whose options read '01-310001-4 - Amount due $325.00 -
 * Due 12/17/2026'. On a narrow one (device.compact, a phone) a dropdown cuts that line off, so
 * each loan is a radio button of its own whose label holds the number, the amount due and the
 * due date on lines of their own, every word readable (docs/payment-wizard.md).
 */
import { formatDate, formatMoney, type Account } from '../../domain/accounts';
import { useSettings } from '../../engine';

interface AccountChoiceProps {
  id: string;
  accounts: readonly Account[];
  /** The chosen loan's number, '' for none. */
  selected: string;
  compact: boolean;
  onChoose: (number: string) => void;
}

export function AccountChoice({ id, accounts, selected, compact, onChoose }: AccountChoiceProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const label = settings.text('paymentWizard.accountLabel');
  const amountDue = (entry: Account) => formatMoney(entry.LoanAmountDue ?? 0, locale);
  const dueDate = (entry: Account) =>
    formatDate(entry.LoanDueDate, locale) || settings.text('paymentWizard.noDueDate');

  if (compact) {
    return (
      <fieldset className="field field--group">
        <legend className="field__label">{label}</legend>
        <div className="radio-group payment-loans">
          {accounts.map((entry) => (
            <div key={entry.Number} className="radio payment-loans__choice">
              <input
                type="radio"
                className="radio__input"
                id={`${id}-${entry.Number}`}
                name={id}
                value={entry.Number}
                checked={selected === entry.Number}
                onChange={() => onChoose(entry.Number)}
              />
              <label htmlFor={`${id}-${entry.Number}`} className="radio__label payment-loans__label">
                <span className="payment-loans__number">{entry.Number}</span>{' '}
                <span className="payment-loans__detail">
                  {settings.text('paymentWizard.accountAmountDue', { amountDue: amountDue(entry) })}
                </span>{' '}
                <span className="payment-loans__detail">
                  {settings.text('paymentWizard.accountDueDate', { dueDate: dueDate(entry) })}
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className="field">
      <div className="field__label">
        <label htmlFor={id}>{label}</label>
      </div>
      <select
        id={id}
        className="input input--select"
        value={selected}
        onChange={(event) => onChoose(event.target.value)}
      >
        <option value="">{settings.text('paymentWizard.accountPlaceholder')}</option>
        {accounts.map((entry) => (
          <option key={entry.Number} value={entry.Number}>
            {settings.text('paymentWizard.accountOption', {
              number: entry.Number,
              amountDue: amountDue(entry),
              dueDate: dueDate(entry),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
