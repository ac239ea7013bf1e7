/**
 * The fields of the new bank account form (spec 02 §3, §5): Checking or Savings (savings only
 * when allowed), the routing number with the bank's name once looked up, the account number
 * and its confirmation (digits kept on blur; the confirmation hideable by setting) and the
 * owner's name.
 */
import { achAccountTypes, type PaymentOptions } from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';
import { ACH_MAX_LENGTH, type AchField, type AchValues } from './achForm';
import { ChoiceField } from '../../shared/ChoiceField';
import { accountTypeName } from './labels';
import { TextField } from '../../shared/TextField';
import type { RoutingLookup } from './useRoutingLookup';

interface AchFieldsProps {
  values: AchValues;
  onChange: (field: AchField, value: string) => void;
  onBlur: (field: AchField) => void;
  errorOf: (field: AchField) => string;
  options: Pick<PaymentOptions, 'AllowSavingsAccounts'>;
  confirmShown: boolean;
  lookup: RoutingLookup;
  disabled: boolean;
}

function BankLine({ lookup }: { lookup: RoutingLookup }) {
  const settings = useSettings();
  if (lookup.state === 'loading') return <Spinner label={settings.text('paymentAch.lookingUpBank')} />;
  if (lookup.state === 'failed') return <>{settings.text('paymentErrors.routingLookupFailed')}</>;
  if (lookup.state === 'done' && lookup.bank.BankExists) {
    return <>{settings.text('paymentAch.bankName', { name: lookup.bank.Name })}</>;
  }
  return null;
}

export function AchFields({
  values,
  onChange,
  onBlur,
  errorOf,
  options,
  confirmShown,
  lookup,
  disabled,
}: AchFieldsProps) {
  const settings = useSettings();
  const text = (field: Exclude<AchField, 'accountType'>, label: string, extra: object = {}) => (
    <TextField
      id={`new-ach-${field}`}
      label={settings.text(label)}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
      error={errorOf(field)}
      maxLength={ACH_MAX_LENGTH[field]}
      disabled={disabled}
      required
      autoComplete="off"
      {...extra}
    />
  );
  return (
    <div className="fields">
      <ChoiceField
        id="new-ach-accountType"
        legend={settings.text('paymentAch.accountTypeLabel')}
        value={values.accountType}
        choices={achAccountTypes(options).map((type) => ({
          value: type,
          label: accountTypeName(settings, type),
        }))}
        onChange={(value) => onChange('accountType', value)}
        error={errorOf('accountType')}
        disabled={disabled}
      />
      {text('routingNumber', 'paymentAch.routingNumberLabel', {
        inputMode: 'numeric',
        onChange: (value: string) => onChange('routingNumber', value.replace(/\D/g, '')),
        help: lookup.state === 'idle' ? undefined : <BankLine lookup={lookup} />,
      })}
      {text('accountNumber', 'paymentAch.accountNumberLabel', { inputMode: 'numeric' })}
      {confirmShown &&
        text('confirmAccountNumber', 'paymentAch.confirmAccountNumberLabel', { inputMode: 'numeric' })}
      {text('ownerName', 'paymentAch.ownerNameLabel', { autoComplete: 'name' })}
    </div>
  );
}
