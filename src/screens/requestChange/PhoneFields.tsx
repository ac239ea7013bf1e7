/** A phone form of the contact info change (spec 03 §2.9, §5): the old and the new number, masked. */
import type { PhoneFieldName, PhonePair } from '../../domain/contactChange';
import { useSettings } from '../../engine';
import { MASK_PRESETS } from '../../widgets';
import { PhoneInput } from '../shared/PhoneInput';

interface PhoneFieldsProps {
  id: string;
  legend: string;
  pair: PhonePair;
  messages: Readonly<Partial<Record<PhoneFieldName, string>>>;
  onChange: (pair: PhonePair) => void;
  onBlur: (field: PhoneFieldName) => void;
}

export function PhoneFields({ id, legend, pair, messages, onChange, onBlur }: PhoneFieldsProps) {
  const settings = useSettings();
  const field = (name: PhoneFieldName) => ({
    id: `${id}-${name}`,
    value: pair[name],
    error: messages[name] ? settings.text(messages[name]) : '',
    onChange: (value: string) => onChange({ ...pair, [name]: value }),
    onBlur: () => onBlur(name),
  });
  return (
    <fieldset className="request-change__group">
      <legend className="request-change__legend">{legend}</legend>
      <PhoneInput
        {...field('old')}
        mask={MASK_PRESETS.phone}
        label={settings.text('requestChange.oldPhoneLabel')}
      />
      <PhoneInput
        {...field('new')}
        mask={MASK_PRESETS.phone}
        label={settings.text('requestChange.newPhoneLabel')}
      />
    </fieldset>
  );
}
