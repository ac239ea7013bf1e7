/**
 * The agreements step: one checkbox per agreement the user must accept, each with its link
 * (or, with rich-text agreements, a dialog whose I Agree ticks it). With the click-required
 * option a box stays disabled until its agreement was opened. All must be ticked.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { agreementLogging } from '../../api/signInSetup';
import { acceptedRecords, type Agreement } from '../../domain/agreements';
import { localDateOf } from '../../domain/dates';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { AgreementChecklist, useAgreementChecks, type AgreementTexts } from '../shared/AgreementChecklist';
import { AgreementDialog } from './AgreementDialog';
import type { PostLoginFlow } from './flow';
import { getPending, updatePending } from './pending';

const TEXTS: AgreementTexts = {
  checkbox: 'postLogin.agreementCheckbox',
  open: 'postLogin.agreementOpen',
  opensNewTab: 'postLogin.agreementOpensNewTab',
  mustOpen: 'postLogin.agreementMustOpen',
};

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
  const checks = useAgreementChecks();
  const { checked, toggle, markOpened } = checks;
  const [reading, setReading] = useState<Agreement>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const list = useRef<HTMLUListElement>(null);

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
      // The session starts with these records too: an agreement also of type ach is not asked again.
      const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
      updatePending({ acceptedAgreements: acceptedRecords(agreements, today) });
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
      <AgreementChecklist
        agreements={agreements}
        checks={checks}
        texts={TEXTS}
        idPrefix="agreement"
        clickRequired={clickRequired}
        busy={busy}
        errorId={errorId}
        invalid={error !== undefined}
        onRead={richText ? setReading : undefined}
        listRef={list}
      />
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
