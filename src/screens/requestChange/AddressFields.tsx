/**
 * An old or new address form of the contact info change (spec 03 §2.9, §5): Address Line 1
 * (required), Address Line 2, City (required), State from the list (Value and Description,
 * required) and Zip Code (required, digits only, cut to 5), each sanitised as typed.
 */
import {
  ADDRESS_MAX_LENGTHS,
  SANITISE_ADDRESS,
  STATE_CHOICES,
  type AddressFieldName,
  type ContactAddress,
} from '../../domain/contactChange';
import { useSettings } from '../../engine';
import { TextField } from '../shared/TextField';

interface AddressFieldsProps {
  id: string;
  legend: string;
  address: ContactAddress;
  /** The message key of each field that shows one. */
  messages: Readonly<Partial<Record<AddressFieldName, string>>>;
  onChange: (address: ContactAddress) => void;
  onBlur: (field: AddressFieldName) => void;
}

const AUTOCOMPLETE: Readonly<Record<AddressFieldName, string>> = {
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

export function AddressFields({ id, legend, address, messages, onChange, onBlur }: AddressFieldsProps) {
  const settings = useSettings();
  const field = (name: AddressFieldName) => ({
    id: `${id}-${name}`,
    value: address[name],
    error: messages[name] ? settings.text(messages[name]) : '',
    autoComplete: AUTOCOMPLETE[name],
    onChange: (value: string) => onChange({ ...address, [name]: SANITISE_ADDRESS[name](value) }),
    onBlur: () => onBlur(name),
  });
  const states = [
    { value: '', text: settings.text('requestChange.statePlaceholder') },
    ...STATE_CHOICES.map((state) => ({ value: state.Value, text: state.Description })),
  ];
  return (
    <fieldset className="request-change__group">
      <legend className="request-change__legend">{legend}</legend>
      <TextField
        {...field('addressLine1')}
        label={settings.text('requestChange.addressLine1Label')}
        maxLength={ADDRESS_MAX_LENGTHS.addressLine1}
        required
      />
      <TextField
        {...field('addressLine2')}
        label={settings.text('requestChange.addressLine2Label')}
        maxLength={ADDRESS_MAX_LENGTHS.addressLine2}
      />
      <TextField
        {...field('city')}
        label={settings.text('requestChange.cityLabel')}
        maxLength={ADDRESS_MAX_LENGTHS.city}
        required
      />
      <TextField
        {...field('state')}
        label={settings.text('requestChange.stateLabel')}
        options={states}
        required
      />
      <TextField
        {...field('zip')}
        label={settings.text('requestChange.zipLabel')}
        maxLength={ADDRESS_MAX_LENGTHS.zip}
        inputMode="numeric"
        required
      />
    </fieldset>
  );
}
