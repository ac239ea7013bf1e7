/**
 * The loan's mailing address form (spec 03 §2.3, §4, §5, §8, §9): Address (45), City (20),
 * State (the state list) and Zip Code (5 digits), sanitised as typed; each field's message once
 * it was left or a save was tried. Save and Cancel show only with changes; Save while invalid
 * shows the correct-errors message; saving shows a spinner, then a check mark for 3 seconds, and
 * the stored address becomes the one Cancel returns to. The server's refusal shows its message
 * (ZipCityNoMatch, ContainsPOBox …). Closed loans show the address read-only. It reports
 * data.loanAddress.dirty, which the leave guard reads.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { updateAddress, useAccountDetails, useUpdateCachedDetails } from '../../api/loans/details';
import {
  ADDRESS1_MAX_LENGTH,
  CITY_MAX_LENGTH,
  sanitiseAddressLine,
  sanitiseCity,
  sanitiseZip,
  US_STATES,
  ZIP_LENGTH,
  type MailingAddress,
} from '../../domain/accounts/address';
import {
  addressChanged,
  addressFieldMessages,
  addressRefusalMessage,
  type AddressField as Field,
} from '../../domain/accounts/addressForm';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { flagProp, textProp } from '../shared/widgetProps';
import { SaveControls, saveTexts } from '../shared/SaveControls';
import { useSaveState } from '../shared/SaveStatus';
import { TextField } from '../shared/TextField';
import './loan.css';

const SANITISE: Readonly<Record<Field, (text: string) => string>> = {
  Address1: sanitiseAddressLine,
  City: sanitiseCity,
  State: (text) => text,
  ZipCode: sanitiseZip,
};

function refusalOf(error: unknown) {
  const reason = error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;
  return addressRefusalMessage(reason);
}

export function AddressForm({ props, setData }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const accountNumber = textProp(props, 'accountNumber');
  const readOnly = flagProp(props, 'readOnly');
  const details = useAccountDetails(accountNumber || undefined);
  const updateCache = useUpdateCachedDetails();
  const saved = details.data?.Information.Address;
  const [typed, setTyped] = useState<MailingAddress | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useSaveState();
  const [refusal, setRefusal] = useState<{ key: string; field?: Field } | null>(null);

  const current = typed ?? saved;
  const dirty = !readOnly && typed !== null && saved !== undefined && addressChanged(typed, saved);
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ loanAddress: { dirty } });
  }, [dirty]);

  if (!current) return null;
  const messages = addressFieldMessages(current);
  const invalid = Object.keys(messages).length > 0;
  const messageOf = (field: Field) => {
    const key = (tried || touched.has(field)) && !readOnly ? messages[field] : undefined;
    if (key) return settings.text(key);
    return refusal?.field === field ? settings.text(refusal.key) : '';
  };

  function change(field: Field, value: string) {
    setTyped({ ...current!, [field]: SANITISE[field](value) });
    setRefusal(null);
    setStatus('idle');
  }

  function cancel() {
    setTyped(null);
    setTouched(new Set());
    setTried(false);
    setRefusal(null);
  }

  async function save() {
    setTried(true);
    if (invalid || status === 'saving') return;
    setStatus('saving');
    setRefusal(null);
    try {
      const stored = await updateAddress(accountNumber, current!);
      if (stored) {
        await updateCache(accountNumber, (answer) => ({
          ...answer,
          Information: { ...answer.Information, Address: stored },
        }));
      }
      setTyped(null);
      setTouched(new Set());
      setTried(false);
      setStatus('saved');
    } catch (error) {
      setRefusal(refusalOf(error));
      setStatus('idle');
    }
  }

  const stateOptions = [
    { value: '', text: settings.text('loanDetails.statePlaceholder') },
    ...US_STATES.map((state) => ({ value: state, text: state })),
  ];
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: current[name],
    error: messageOf(name),
    disabled: readOnly || status === 'saving',
    onChange: (value: string) => change(name, value),
    onBlur: () => setTouched((now) => new Set(now).add(name)),
  });
  return (
    <form
      className="loan-address"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-heading`}>{settings.text('loanDetails.addressHeading')}</h3>
      <TextField
        {...field('Address1')}
        label={settings.text('loanDetails.address1Label')}
        maxLength={ADDRESS1_MAX_LENGTH}
        autoComplete="address-line1"
      />
      <TextField
        {...field('City')}
        label={settings.text('loanDetails.cityLabel')}
        maxLength={CITY_MAX_LENGTH}
        autoComplete="address-level2"
      />
      <TextField {...field('State')} label={settings.text('loanDetails.stateLabel')} options={stateOptions} />
      <TextField
        {...field('ZipCode')}
        label={settings.text('loanDetails.zipLabel')}
        maxLength={ZIP_LENGTH}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      {tried && invalid && (
        <p className="banner banner--error" role="alert">
          {settings.text('loanDetails.correctErrors')}
        </p>
      )}
      {refusal && !refusal.field && (
        <p className="banner banner--error" role="alert">
          {settings.text(refusal.key)}
        </p>
      )}
      <SaveControls
        className="loan-address__controls"
        dirty={dirty}
        state={status}
        texts={saveTexts('loanDetails')}
        onCancel={cancel}
      />
    </form>
  );
}
