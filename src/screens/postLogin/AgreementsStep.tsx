/**
 * The agreements step: one checkbox per agreement the user must accept, each with its link
 * (or, with rich-text agreements, a dialog whose I Agree ticks it). With the click-required
 * option a box stays disabled until its agreement was opened. All must be ticked.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { agreementLogging } from '../../api/signInSetup';
import type { Agreement } from '../../domain/agreements';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { AgreementDialog } from './AgreementDialog';
import type { PostLoginFlow } from './flow';
import { getPending } from './pending';

function agreementsOf(value: unknown): Agreement[] {
  return Array.isArray(value)
    ? (value as Agreement[]).filter((item) => typeof item?.hostNum === 'number')
    : [];
}

export function AgreementsStep({ env, setData, flow }: BlockWidgetProps & { flow: PostLoginFlow }) {
  const settings = useSettings();
  const agreements = agreementsOf(env.context.data.neededAgreements);
  const clickRequired = env.options.AgreementClickRequired === true;
  const richText = env.options.RichTextAgreements === true;
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [reading, setReading] = useState<Agreement>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const list = useRef<HTMLUListElement>(null);

  const toggle = (hostNum: number, on: boolean) =>
    setChecked((old) => new Set([...old].filter((id) => id !== hostNum).concat(on ? [hostNum] : [])));
  const markOpened = (hostNum: number) => setOpened((old) => new Set([...old, hostNum]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = agreements.find((agreement) => !checked.has(agreement.hostNum));
    if (missing) {
      setError(settings.text('postLogin.agreementsRequired'));
      list.current?.querySelector<HTMLInputElement>(`#agreement-${missing.hostNum}`)?.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await agreementLogging({
        Agreements: agreements.map((agreement) => agreement.hostNum),
        UserName: getPending()?.username ?? '',
        TurnEStatementsOn: false,
      });
      const result = await flow.afterStep('agreements', env);
      if (result.data) setData(result.data);
    } catch {
      setError(settings.text('postLogin.agreementsError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="agreements-step" noValidate onSubmit={(event) => void submit(event)}>
      <ul ref={list} className="agreements">
        {agreements.map((agreement) => {
          const id = `agreement-${agreement.hostNum}`;
          const locked = clickRequired && !opened.has(agreement.hostNum);
          const name = { name: agreement.name };
          return (
            <li key={agreement.hostNum} className="agreement">
              <div className="checkbox">
                <input
                  type="checkbox"
                  id={id}
                  className="checkbox__input"
                  checked={checked.has(agreement.hostNum)}
                  disabled={locked || busy}
                  aria-describedby={[locked ? `${id}-hint` : '', errorId].filter(Boolean).join(' ')}
                  aria-invalid={error && !checked.has(agreement.hostNum) ? true : undefined}
                  onChange={(event) => toggle(agreement.hostNum, event.target.checked)}
                />
                <label htmlFor={id} className="checkbox__label">
                  {settings.text('postLogin.agreementCheckbox', name)}
                </label>
              </div>
              {richText ? (
                <button type="button" className="button button--link" onClick={() => setReading(agreement)}>
                  {settings.text('postLogin.agreementOpen', name)}
                </button>
              ) : (
                <a
                  className="link"
                  href={agreement.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => markOpened(agreement.hostNum)}
                >
                  {settings.text('postLogin.agreementOpen', name)}
                  <span className="visually-hidden"> {settings.text('postLogin.agreementOpensNewTab')}</span>
                </a>
              )}
              {locked && (
                <p id={`${id}-hint`} className="field__help">
                  {settings.text('postLogin.agreementMustOpen', name)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {settings.text('postLogin.accept')}
        </button>
      </div>
      <AgreementDialog
        agreement={reading}
        onDecline={() => setReading(undefined)}
        onAgree={(agreement) => {
          markOpened(agreement.hostNum);
          toggle(agreement.hostNum, true);
          setReading(undefined);
        }}
      />
    </form>
  );
}
