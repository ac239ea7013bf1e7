/**
 * The messages form (spec 03 §2.10, §4, §5, §8): signed out, the visitor's name, e-mail and
 * branch; signed in, the session's user named instead. Feedback or Question (only Question
 * when the institution hides feedback), the choices of each, the message box with its counter,
 * the captcha and Send Message (disabled until a type is chosen and while sending). A field's
 * message shows once it was left or Send was pressed; then focus goes to the first field with
 * one, or to the captcha when only it is missing (Must Complete Captcha). Success resets the
 * form, clears the type and shows the message for the type sent; a failure keeps the entries
 * and shows its message. The captcha is reset after every send.
 */
import { useEffect, useId, useRef, useState } from 'react';
import {
  configuredReasons,
  EMPTY_MESSAGE_FORM,
  messageProblems,
  problemKey,
  surveyWording,
  type MessageField,
  type MessageForm as Form,
  type MessageKind,
} from '../../domain/messages';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { flagProp, textProp } from '../shared/widgetProps';
import { CaptchaField } from './captcha/CaptchaField';
import type { CaptchaHandle, CaptchaKind } from './captcha/types';
import { IdentityFields, SenderLine } from './IdentityFields';
import { MessageContent } from './MessageContent';
import { senderOf, sendMessage } from './send';
import './messages.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; sent: MessageKind }
  | { kind: 'failed'; message: string };

/** The fields in the order they show, for the first one with a message. */
const ORDER: readonly MessageField[] = [
  'name',
  'email',
  'branch',
  'kind',
  'answer',
  'reason',
  'subject',
  'message',
];

export function MessageForm({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const askIdentity = flagProp(props, 'askIdentity');
  const offersFeedback = flagProp(props, 'offersFeedback', true);
  const captchaKind: CaptchaKind = textProp(props, 'captcha') === 'recaptcha' ? 'recaptcha' : 'builtIn';
  const labelledBy = textProp(props, 'labelledBy');
  const initial: Form = offersFeedback ? EMPTY_MESSAGE_FORM : { ...EMPTY_MESSAGE_FORM, kind: 'question' };

  const [form, setForm] = useState<Form>(initial);
  const [touched, setTouched] = useState<ReadonlySet<MessageField>>(new Set());
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const captcha = useRef<CaptchaHandle>(null);
  const result = useRef<HTMLParagraphElement>(null);

  const text = (key: string) => settings.text(key);
  const problems = messageProblems(form, {
    askIdentity,
    offersFeedback,
    reasons: (answer) => configuredReasons(text, answer),
  });
  const shown = (field: MessageField) => {
    const problem = problems[field];
    return problem && touched.has(field) ? settings.text(problemKey(field, problem)) : '';
  };
  const sending = status.kind === 'sending';

  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'failed') result.current?.focus();
  }, [status]);

  function change(next: Partial<Form>) {
    setForm((now) => ({ ...now, ...next }));
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  }
  const leave = (field: MessageField) => setTouched((now) => new Set(now).add(field));

  /** The element of a field that takes focus: its input, or the first choice of a group. */
  function focusField(field: MessageField) {
    const first: Partial<Record<MessageField, string>> = {
      kind: `${id}-kind-feedback`,
      answer: `${id}-answer-good`,
      reason: `${id}-reason-${form.answer}-0`,
    };
    document.getElementById(first[field] ?? `${id}-${field}`)?.focus();
  }

  async function submit() {
    if (sending || form.kind === '') return;
    const first = ORDER.find((field) => problems[field] !== undefined);
    const response = captcha.current?.response() ?? null;
    setTouched(new Set(ORDER));
    setCaptchaMissing(response === null);
    if (first) return focusField(first);
    if (response === null) return captcha.current?.focus();
    const kind = form.kind;
    setStatus({ kind: 'sending' });
    const outcome = await sendMessage(
      form,
      senderOf(askIdentity, form, env.context.session),
      surveyWording(text),
      {
        captcha: response,
        userAgent: navigator.userAgent.slice(0, 512),
        returnUrl: window.location.href.slice(0, 2048),
      },
    );
    captcha.current?.reset();
    if (!outcome.ok) return setStatus({ kind: 'failed', message: outcome.message });
    setForm(initial);
    setTouched(new Set());
    setCaptchaMissing(false);
    setStatus({ kind: 'sent', sent: kind });
  }

  return (
    <form
      className="messages"
      noValidate
      aria-labelledby={labelledBy || undefined}
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="messages__all" disabled={sending}>
        {askIdentity ? (
          <IdentityFields
            id={id}
            form={form}
            errors={{ name: shown('name'), email: shown('email'), branch: shown('branch') }}
            onChange={change}
            onBlur={leave}
          />
        ) : (
          <SenderLine session={env.context.session} />
        )}
        <MessageContent
          id={id}
          form={form}
          offersFeedback={offersFeedback}
          shown={shown}
          onChange={change}
          onBlur={leave}
        />
        <CaptchaField
          ref={captcha}
          kind={captchaKind}
          siteKey={textProp(props, 'siteKey')}
          id={`${id}-captcha`}
          error={captchaMissing ? settings.text('messages.captchaRequired') : ''}
          onChange={() => setCaptchaMissing(false)}
        />
      </fieldset>
      <div className="messages__controls">
        <button type="submit" className="button button--primary" disabled={form.kind === '' || sending}>
          {settings.text('messages.send')}
        </button>
        {sending && <Spinner label={settings.text('messages.sending')} />}
      </div>
      {status.kind === 'sent' && (
        <p ref={result} className="banner banner--success" role="status" tabIndex={-1}>
          {settings.text(
            status.sent === 'feedback' ? 'messages.successFeedback' : 'messages.successQuestion',
          )}
        </p>
      )}
      {status.kind === 'failed' && (
        <p ref={result} className="banner banner--error" role="alert" tabIndex={-1}>
          {settings.text(status.message)}
        </p>
      )}
    </form>
  );
}
