/**
 * The fields of the new card form (spec 02 §3, §5): debit or credit, the card number masked
 * 4-4-4-4 (amex 4-6-5) with its brand named as soon as the prefix tells and the accepted
 * brands listed, expiration MM/YY, security code, the holder's names and the billing address.
 */
import {
  cardMaskGroups,
  detectCardType,
  enabledCardTypes,
  maskCardNumber,
  securityCodeLength,
} from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { ChoiceField } from '../../shared/ChoiceField';
import {
  CARD_MAX_LENGTH,
  formatExpiration,
  type CardField,
  type CardOptionsIn,
  type CardValues,
} from './cardForm';
import { brandName } from './labels';
import { TextField } from '../../shared/TextField';

interface CardFieldsProps {
  values: CardValues;
  onChange: (field: CardField, value: string) => void;
  onBlur: (field: CardField) => void;
  errorOf: (field: CardField) => string;
  options: CardOptionsIn;
  disabled: boolean;
}

export function CardFields({ values, onChange, onBlur, errorOf, options, disabled }: CardFieldsProps) {
  const settings = useSettings();
  const type = detectCardType(values.cardNumber);
  const brands = enabledCardTypes(options).map((brand) => brandName(settings, brand));
  const numberLength = cardMaskGroups(type).reduce((sum, size) => sum + size + 1, -1);
  const text = (field: Exclude<CardField, 'debitCreditType'>, label: string, extra: object = {}) => (
    <TextField
      id={`new-card-${field}`}
      label={settings.text(label)}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
      error={errorOf(field)}
      maxLength={CARD_MAX_LENGTH[field]}
      disabled={disabled}
      required
      autoComplete="off"
      {...extra}
    />
  );
  const debitChoices = [
    { value: 'DebitCard' as const, label: settings.text('paymentCard.debitCard') },
    { value: 'CreditCard' as const, label: settings.text('paymentCard.creditCard') },
  ];
  return (
    <div className="fields">
      <ChoiceField
        id="new-card-debitCreditType"
        legend={settings.text('paymentCard.debitCreditLabel')}
        value={values.debitCreditType}
        choices={debitChoices}
        onChange={(value) => onChange('debitCreditType', value)}
        error={errorOf('debitCreditType')}
        disabled={disabled}
      />
      {text('cardNumber', 'paymentCard.cardNumberLabel', {
        maxLength: numberLength,
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        onChange: (value: string) => onChange('cardNumber', maskCardNumber(value)),
        help: (
          <>
            {settings.text('paymentCard.acceptedBrands', { brands: brands.join(', ') })}
            {type && (
              <>
                {' '}
                <span className="card-brand">
                  {settings.text('paymentCard.detectedBrand', { brand: brandName(settings, type) })}
                </span>
              </>
            )}
          </>
        ),
      })}
      {text('expiration', 'paymentCard.expirationLabel', {
        inputMode: 'numeric',
        autoComplete: 'cc-exp',
        onChange: (value: string) => onChange('expiration', formatExpiration(value)),
      })}
      {text('securityCode', 'paymentCard.securityCodeLabel', {
        maxLength: securityCodeLength(type),
        inputMode: 'numeric',
        autoComplete: 'cc-csc',
        onChange: (value: string) => onChange('securityCode', value.replace(/\D/g, '')),
      })}
      {text('firstName', 'paymentCard.firstNameLabel', { autoComplete: 'cc-given-name' })}
      {text('lastName', 'paymentCard.lastNameLabel', { autoComplete: 'cc-family-name' })}
      {text('address1', 'paymentCard.address1Label', { required: options.RequireFullBillingAddress })}
      {text('address2', 'paymentCard.address2Label', { required: false })}
      {text('city', 'paymentCard.cityLabel', { required: options.RequireFullBillingAddress })}
      {text('state', 'paymentCard.stateLabel', { required: options.RequireFullBillingAddress })}
      {text('zip', 'paymentCard.zipLabel', { autoComplete: 'postal-code' })}
    </div>
  );
}
