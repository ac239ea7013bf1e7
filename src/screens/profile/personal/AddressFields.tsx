/**
 * The address of the Personal Information form (spec 01 §2, §5, §9): Street (45), City (20),
 * State (the state list) and Zip Code (5 digits), each with its message from the form.
 */
import {
  ADDRESS1_MAX_LENGTH,
  CITY_MAX_LENGTH,
  US_STATES,
  ZIP_LENGTH,
} from '../../../domain/accounts/address';
import type { PersonalInfoForm } from '../../../domain/profile/changes';
import { useSettings } from '../../../engine';
import { TextField } from '../../shared/TextField';
import type { PersonalField } from './personalMessages';

type Address = PersonalInfoForm['Address'];
type Field = keyof Address;

interface AddressFieldsProps {
  id: string;
  address: Address;
  disabled: boolean;
  messageOf: (field: PersonalField) => string;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
}

export function AddressFields({ id, address, disabled, messageOf, onChange, onBlur }: AddressFieldsProps) {
  const settings = useSettings();
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: address[name],
    error: messageOf(name),
    disabled,
    required: true,
    onChange: (value: string) => onChange(name, value),
    onBlur: () => onBlur(name),
  });
  const stateOptions = [
    { value: '', text: settings.text('profilePersonal.statePlaceholder') },
    ...US_STATES.map((state) => ({ value: state, text: state })),
  ];
  return (
    <div className="profile-personal__address">
      <TextField
        {...field('Address1')}
        label={settings.text('profilePersonal.address1Label')}
        maxLength={ADDRESS1_MAX_LENGTH}
        autoComplete="address-line1"
      />
      <TextField
        {...field('City')}
        label={settings.text('profilePersonal.cityLabel')}
        maxLength={CITY_MAX_LENGTH}
        autoComplete="address-level2"
      />
      <TextField
        {...field('State')}
        label={settings.text('profilePersonal.stateLabel')}
        options={stateOptions}
      />
      <TextField
        {...field('ZipCode')}
        label={settings.text('profilePersonal.zipLabel')}
        maxLength={ZIP_LENGTH}
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </div>
  );
}
