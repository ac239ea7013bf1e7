/**
 * The profile's Personal Information (spec 01 §2, §4 Profile forms and Phones, §5, §8), block
 * widget `profilePersonalInfo`: street, city, state and zip (the loan address's rules and limits),
 * two phones with mutually exclusive Primary switches (phone 2's disabled until it is valid; an
 * empty second phone is added when one exists) and, with the TextMessages option, a Text Messages
 * switch per phone that opens the texting agreement (Disagree switches it back off) and the Text
 * Subscriptions dialog of a stored textable phone. Save and Cancel show only with changes; Save
 * sends the Address only when it changed (null otherwise) and the phones; saving shows a spinner,
 * then a check mark for 3 s; the server's ZipCityNoMatch / ContainsPOBox show at their field.
 * After a save the cached profile is fetched again, so Notifications shows text alerts the server
 * cleared when texting went off on every phone. Reports data.personalInfo.dirty and
 * data.textSubscriptions.dirty for the leave guard.
 * Props: textMessages (option TextMessages), phonesHidden, clickRequired (AgreementClickRequired).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '../../../api/errors';
import { profileKey, useProfile, useProfileUpdates, type PersonalInfo as Stored } from '../../../api/profile';
import { sanitiseAddressLine, sanitiseCity, sanitiseZip } from '../../../domain/accounts/address';
import { personalInfoChanges, type PersonalInfoForm } from '../../../domain/profile/changes';
import {
  canBePrimary,
  formatPhone,
  isValidPhone,
  phoneDigits,
  phonesForForm,
  setPrimary,
  type ProfilePhone,
} from '../../../domain/profile/phones';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import type { FeatureDeps } from '../../shared/manifest';
import { SaveControls, saveTexts } from '../../shared/SaveControls';
import { useSaveState } from '../../shared/SaveStatus';
import { flagProp } from '../../shared/widgetProps';
import { AddressFields } from './AddressFields';
import { personalFieldMessages, personalRefusal, type PersonalField } from './personalMessages';
import { PhoneGroup } from './PhoneGroup';
import { TextingDialogs } from './TextingDialogs';
import { useTexting } from './useTexting';
import './personal.css';

type Address = PersonalInfoForm['Address'];
const SANITISE: Readonly<Record<keyof Address, (text: string) => string>> = {
  Address1: sanitiseAddressLine,
  City: sanitiseCity,
  State: (text) => text,
  ZipCode: sanitiseZip,
};

function formOf(stored: Stored): PersonalInfoForm {
  return {
    Address: { ...stored.Address },
    PhoneNumbers: phonesForForm(
      stored.PhoneNumbers.map(({ PhoneNumber, Primary, OptInToTexting }) => ({
        PhoneNumber: formatPhone(PhoneNumber),
        Primary,
        OptInToTexting,
      })),
    ),
  };
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;

export function PersonalInfo({
  props,
  env,
  setData,
  addAgreementLogs,
}: BlockWidgetProps & Pick<FeatureDeps, 'addAgreementLogs'>) {
  const settings = useSettings();
  const id = useId();
  const username = env.context.session.username;
  const phonesHidden = flagProp(props, 'phonesHidden');
  const textAllowed = flagProp(props, 'textMessages') && !phonesHidden;
  const profile = useProfile(username);
  const updates = useProfileUpdates(username);
  const { mutate } = useSWRConfig();
  const stored = profile.data?.PersonalInfo;
  const [typed, setTyped] = useState<PersonalInfoForm | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<PersonalField>>(new Set());
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useSaveState();
  const [refusal, setRefusal] = useState<{ key: string; field?: PersonalField } | null>(null);

  function change(next: PersonalInfoForm) {
    setTyped(next);
    setRefusal(null);
    setStatus('idle');
  }

  const current = typed ?? (stored ? formOf(stored) : undefined);
  const texting = useTexting({
    env,
    phones: current?.PhoneNumbers ?? [],
    setOptIn: (index, on) => {
      if (!current) return;
      const phones = current.PhoneNumbers.map((phone, at) =>
        at === index ? { ...phone, OptInToTexting: on } : phone,
      );
      change({ ...current, PhoneNumbers: phones });
    },
    addAgreementLogs,
  });
  const textDirty = texting.subscriptionsDirty;
  const update = stored && current ? personalInfoChanges(stored, current) : undefined;
  const dirty = update !== undefined;
  const report = useRef(setData);
  useEffect(() => {
    report.current = setData;
  });
  useEffect(() => {
    report.current({ personalInfo: { dirty }, textSubscriptions: { dirty: textDirty } });
  }, [dirty, textDirty]);

  /** The subscriptions' second step: the stored phones, this one's text opt-in set. */
  async function finalize(phoneNumber: string, optIn: boolean) {
    const phones = (profile.data?.PersonalInfo.PhoneNumbers ?? []).map((phone) => ({
      PhoneNumber: phone.PhoneNumber,
      Primary: phone.Primary,
      OptInToTexting: phone.PhoneNumber === phoneNumber ? optIn : phone.OptInToTexting,
    }));
    await updates.personalInfo({ Address: null, PhoneNumbers: phones });
    void mutate(profileKey(username));
  }

  if (!current || !stored) return null;
  const form = current;
  const messages = personalFieldMessages(form, phonesHidden);
  const invalid = Object.keys(messages).length > 0;
  const saving = status === 'saving';
  const messageOf = (field: PersonalField) => {
    const key = tried || touched.has(field) ? messages[field] : undefined;
    if (key) return settings.text(key);
    return refusal?.field === field ? settings.text(refusal.key) : '';
  };

  function setPhones(phones: ProfilePhone[]) {
    change({ ...form, PhoneNumbers: phones });
  }

  function setNumber(index: number, value: string) {
    let phones = form.PhoneNumbers.map((phone, at) =>
      at === index ? { ...phone, PhoneNumber: value } : phone,
    );
    // A phone no longer valid takes no texts, and phone 2 leaves the primary role to phone 1.
    if (!isValidPhone(value)) {
      phones = phones.map((phone, at) => (at === index ? { ...phone, OptInToTexting: false } : phone));
      if (index > 0 && phones[index]!.Primary) phones = setPrimary(phones, 0, true);
    }
    setPhones(phones);
  }

  function cancel() {
    setTyped(null);
    setTouched(new Set());
    setTried(false);
    setRefusal(null);
    texting.clearNote();
  }

  async function save() {
    setTried(true);
    if (invalid || saving || !update) return;
    setStatus('saving');
    setRefusal(null);
    try {
      await updates.personalInfo(update);
      setTyped(null);
      setTouched(new Set());
      setTried(false);
      setStatus('saved');
      void mutate(profileKey(username));
    } catch (error) {
      setRefusal(personalRefusal(reasonOf(error)));
      setStatus('idle');
    }
  }

  const touch = (field: PersonalField) => () => setTouched((now) => new Set(now).add(field));
  const storedPhone = (index: number) => {
    const phone = stored.PhoneNumbers.find(
      (candidate) => candidate.PhoneNumber === phoneDigits(form.PhoneNumbers[index]!.PhoneNumber),
    );
    return phone && stored.PhoneNumbers.indexOf(phone) === index ? phone : undefined;
  };
  return (
    <form
      className="profile-personal"
      noValidate
      aria-label={settings.text('profilePersonal.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <AddressFields
        id={id}
        address={form.Address}
        disabled={saving}
        messageOf={messageOf}
        onChange={(field, value) =>
          change({ ...form, Address: { ...form.Address, [field]: SANITISE[field](value) } })
        }
        onBlur={(field) => touch(field)()}
      />
      {!phonesHidden && (
        <div className="profile-personal__phones">
          {form.PhoneNumbers.map((phone, index) => (
            <PhoneGroup
              key={index}
              id={id}
              index={index}
              phone={phone}
              error={messageOf(index === 0 ? 'Phone1' : 'Phone2')}
              primaryAllowed={canBePrimary(form.PhoneNumbers, index)}
              textAllowed={textAllowed}
              textingAllowed={isValidPhone(phone.PhoneNumber)}
              subscriptions={textAllowed && storedPhone(index)?.Textable === true}
              disabled={saving}
              onNumber={(value) => setNumber(index, value)}
              onBlur={touch(index === 0 ? 'Phone1' : 'Phone2')}
              onPrimary={(on) => setPhones(setPrimary(form.PhoneNumbers, index, on))}
              onTexting={(on) => texting.setTexting(index, on)}
              onSubscriptions={() => texting.openSubscriptions(index)}
            />
          ))}
          <p className="field__error" aria-live="polite">
            {tried && messages.Primary ? settings.text(messages.Primary) : ''}
          </p>
          {textAllowed && <p className="field__help">{settings.text('profilePersonal.textOptInHelp')}</p>}
          <p className="profile-personal__note" role="status">
            {texting.note ? settings.text(texting.note) : ''}
          </p>
        </div>
      )}
      {tried && invalid && (
        <p className="banner banner--error" role="alert">
          {settings.text('profilePersonal.correctErrors')}
        </p>
      )}
      {refusal && !refusal.field && (
        <p className="banner banner--error" role="alert">
          {settings.text(refusal.key)}
        </p>
      )}
      <SaveControls
        className="profile-personal__controls"
        dirty={dirty}
        state={status}
        texts={saveTexts('profilePersonal')}
        onCancel={cancel}
      />
      <TextingDialogs
        texting={texting}
        stored={stored}
        username={username}
        clickRequired={flagProp(props, 'clickRequired')}
        finalize={finalize}
        onSaved={() => setStatus('saved')}
      />
    </form>
  );
}
