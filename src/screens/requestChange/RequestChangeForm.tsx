/**
 * The contact info change form (spec 03 §2.9, §4, §5, §8, §9): the accounts checklist, the
 * Change Address and Change Phone slide toggles with their forms (a section switched off is
 * removed, its entries cleared, and not sent), Submit (disabled while sending, untouched or invalid), a spinner
 * while sending, then "Request sent" or "Something went wrong." for 4 seconds; after a sent
 * request the form resets. A field's message shows once it was left; the form's own (no
 * account, no section) once anything was changed, and the phones' once a phone field was left
 * (Submit is disabled while the form is invalid, so the messages say why). Focus moves to the result, and
 * after the reset to the first account.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { sendContactChange } from '../../api/contactChange';
import {
  buildContactChangeRequest,
  contactChangeProblems,
  EMPTY_ADDRESS,
  EMPTY_FORM,
  EMPTY_PHONES,
  isContactChangeValid,
  PROBLEM_KEYS,
  type ContactChangeForm,
  type ContactChangeProblem,
} from '../../domain/contactChange';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { textProp } from '../shared/widgetProps';
import { AccountChecklist } from './AccountChecklist';
import { AddressFields } from './AddressFields';
import { PhoneFields } from './PhoneFields';
import { Switch } from '../shared/Switch';
import './requestChange.css';

/** Spec 03 §9: the request's messages show for 4 s. */
export const RESULT_MS = 4000;

type Status = 'idle' | 'sending' | 'sent' | 'failed';
type Part = 'oldAddress' | 'newAddress' | 'phone1' | 'phone2';

const keyOf = (problem: ContactChangeProblem | undefined) => (problem ? PROBLEM_KEYS[problem] : '');

/** Each field's message key, for the fields left (touched) that break a rule. */
function shownKeys(
  problems: Partial<Record<string, ContactChangeProblem>>,
  part: Part,
  touched: ReadonlySet<string>,
) {
  return Object.fromEntries(
    Object.entries(problems)
      .filter(([field]) => touched.has(`${part}.${field}`))
      .map(([field, problem]) => [field, keyOf(problem)]),
  );
}

export function RequestChangeForm({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const { username, personalName } = env.context.session;
  const [form, setForm] = useState<ContactChangeForm>(EMPTY_FORM);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const result = useRef<HTMLParagraphElement>(null);
  const container = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (status !== 'sent' && status !== 'failed') return undefined;
    result.current?.focus();
    const timer = setTimeout(() => {
      if (status === 'sent') {
        setForm(EMPTY_FORM);
        setTouched(new Set());
        setDirty(false);
      }
      setStatus('idle');
      if (status === 'sent') container.current?.querySelector<HTMLInputElement>('input')?.focus();
    }, RESULT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const problems = contactChangeProblems(form);
  const valid = isContactChangeValid(form);
  const sending = status === 'sending';

  function change(next: Partial<ContactChangeForm>) {
    setForm((now) => ({ ...now, ...next }));
    setDirty(true);
    if (status === 'failed') setStatus('idle');
  }
  const leave = (part: Part) => (field: string) => setTouched((now) => new Set(now).add(`${part}.${field}`));

  async function submit() {
    if (!valid || sending || status === 'sent') return;
    setStatus('sending');
    try {
      await sendContactChange(buildContactChangeRequest(form, { username, personalName }));
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  const formMessage = (problem: ContactChangeProblem | undefined) =>
    dirty && problem ? settings.text(keyOf(problem)) : '';
  // Switching Change Phone on is not yet a mistake: its message waits until a phone field was left.
  const phoneLeft = [...touched].some((field) => field.startsWith('phone'));
  const labelledBy = textProp(props, 'labelledBy');
  return (
    <form
      ref={container}
      className="request-change"
      noValidate
      aria-labelledby={labelledBy || undefined}
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="request-change__all" disabled={sending}>
        <AccountChecklist
          id={`${id}-accounts`}
          username={username}
          ticked={form.accounts}
          error={formMessage(problems.accounts)}
          onChange={(accounts) => change({ accounts })}
        />
        <div className="request-change__toggles">
          <Switch
            label={settings.text('requestChange.changeAddress')}
            checked={form.changeAddress}
            controls={form.changeAddress ? `${id}-address` : undefined}
            onChange={(changeAddress) =>
              change({ changeAddress, oldAddress: EMPTY_ADDRESS, newAddress: EMPTY_ADDRESS })
            }
          />
          <Switch
            label={settings.text('requestChange.changePhone')}
            checked={form.changePhone}
            controls={form.changePhone ? `${id}-phone` : undefined}
            onChange={(changePhone) => change({ changePhone, phone1: EMPTY_PHONES, phone2: EMPTY_PHONES })}
          />
          <p className="field__error" aria-live="polite">
            {formMessage(problems.sections)}
          </p>
        </div>
        {form.changeAddress && (
          <div id={`${id}-address`} className="request-change__pair">
            <AddressFields
              id={`${id}-old-address`}
              legend={settings.text('requestChange.oldAddressHeading')}
              address={form.oldAddress}
              messages={shownKeys(problems.oldAddress, 'oldAddress', touched)}
              onChange={(oldAddress) => change({ oldAddress })}
              onBlur={leave('oldAddress')}
            />
            <AddressFields
              id={`${id}-new-address`}
              legend={settings.text('requestChange.newAddressHeading')}
              address={form.newAddress}
              messages={shownKeys(problems.newAddress, 'newAddress', touched)}
              onChange={(newAddress) => change({ newAddress })}
              onBlur={leave('newAddress')}
            />
          </div>
        )}
        {form.changePhone && (
          <div id={`${id}-phone`}>
            <div className="request-change__pair">
              <PhoneFields
                id={`${id}-phone1`}
                legend={settings.text('requestChange.phone1Heading')}
                pair={form.phone1}
                messages={shownKeys(problems.phone1, 'phone1', touched)}
                onChange={(phone1) => change({ phone1 })}
                onBlur={leave('phone1')}
              />
              <PhoneFields
                id={`${id}-phone2`}
                legend={settings.text('requestChange.phone2Heading')}
                pair={form.phone2}
                messages={shownKeys(problems.phone2, 'phone2', touched)}
                onChange={(phone2) => change({ phone2 })}
                onBlur={leave('phone2')}
              />
            </div>
            <p className="field__error" aria-live="polite">
              {phoneLeft ? formMessage(problems.phones) : ''}
            </p>
          </div>
        )}
      </fieldset>
      <div className="request-change__controls">
        <button
          type="submit"
          className="button button--primary"
          disabled={!dirty || !valid || sending || status === 'sent'}
        >
          {settings.text('requestChange.submit')}
        </button>
        {sending && (
          <span className="request-change__spinner">
            <Spinner label={settings.text('requestChange.sending')} />
          </span>
        )}
      </div>
      {status === 'sent' && (
        <p ref={result} className="banner banner--success" role="status" tabIndex={-1}>
          {settings.text('requestChange.success')}
        </p>
      )}
      {status === 'failed' && (
        <p ref={result} className="banner banner--error" role="alert" tabIndex={-1}>
          {settings.text('requestChange.failure')}
        </p>
      )}
    </form>
  );
}
