/**
 * One phone of the Personal Information form (spec 01 §2, §4 Phones, §5): the number in the mask
 * 000-000-0000, its Primary switch (phone 2's disabled until phone 2 is valid), its Text Messages
 * switch (with the TextMessages option; only for a valid number) and, for a stored textable
 * phone, the Text Subscriptions button.
 */
import type { ProfilePhone } from '../../../domain/profile/phones';
import { useSettings } from '../../../engine';
import { PhoneInput } from '../../shared/PhoneInput';
import { Switch } from '../../shared/Switch';

interface PhoneGroupProps {
  id: string;
  index: number;
  phone: ProfilePhone;
  error: string;
  primaryAllowed: boolean;
  textAllowed: boolean;
  textingAllowed: boolean;
  /** The stored phone can take texts: the Text Subscriptions button shows. */
  subscriptions: boolean;
  disabled: boolean;
  onNumber: (value: string) => void;
  onBlur: () => void;
  onPrimary: (on: boolean) => void;
  onTexting: (on: boolean) => void;
  onSubscriptions: () => void;
}

/** Spec 01 §5: the profile's phones are 10 digits shown with two dashes. */
const PHONE_MASK = '000-000-0000';

export function PhoneGroup(props: PhoneGroupProps) {
  const settings = useSettings();
  const { id, index, phone, disabled } = props;
  return (
    <fieldset className="profile-personal__phone">
      <legend className="profile-personal__legend">
        {settings.text('profilePersonal.phoneGroup', { n: String(index + 1) })}
      </legend>
      <PhoneInput
        mask={PHONE_MASK}
        autoComplete="tel-national"
        id={`${id}-phone${index + 1}`}
        label={settings.text('profilePersonal.phoneLabel')}
        value={phone.PhoneNumber}
        error={props.error}
        required={index === 0}
        disabled={disabled}
        onChange={props.onNumber}
        onBlur={props.onBlur}
      />
      <Switch
        className="profile-personal__switch"
        label={settings.text('profilePersonal.primaryLabel')}
        checked={phone.Primary}
        disabled={disabled || !props.primaryAllowed}
        onChange={props.onPrimary}
      />
      {props.textAllowed && (
        <Switch
          className="profile-personal__switch"
          label={settings.text('profilePersonal.textOptInLabel')}
          checked={phone.OptInToTexting}
          disabled={disabled || (!props.textingAllowed && !phone.OptInToTexting)}
          onChange={props.onTexting}
        />
      )}
      {props.subscriptions && (
        <button type="button" className="button button--secondary" onClick={props.onSubscriptions}>
          {settings.text('textSubscriptions.open')}
        </button>
      )}
    </fieldset>
  );
}
