/**
 * The new payment method modal (spec 02 §2, §4): the card form or the bank account form, the
 * save-to-profile checkbox where both saving and single use are allowed (otherwise the one
 * allowed way is taken), Cancel and Continue. Continue shows every field's message and moves
 * focus to the first wrong field; a bank account is validated with the host first, and saving
 * one needs the ACH terms. The added method is handed to onAdded; a refusal shows the
 * catalogue's message in the modal.
 */
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import {
  addAchPaymentMethod,
  addCardPaymentMethod,
  validateAchPaymentMethod,
  type SavedPaymentMethod,
} from '../../../api/paymentMethods';
import type { Agreement, AgreementRecord } from '../../../domain/agreements';
import {
  achValidationMessage,
  saveMethodMessage,
  stripAccountNumber,
  type PaymentMethodType,
  type PaymentOptions,
} from '../../../domain/payments';
import { useSettings } from '../../../engine';
import { Dialog, Spinner } from '../../../widgets';
import { AchFields } from './AchFields';
import { achErrors, achRequest, EMPTY_ACH, type AchField, type AchValues } from './achForm';
import { AchTermsDialog } from './AchTermsDialog';
import { CardFields } from './CardFields';
import { cardErrors, cardRequest, EMPTY_CARD, type CardField, type CardValues } from './cardForm';
import { useRoutingLookup } from './useRoutingLookup';

export interface NewMethodModalProps {
  type: PaymentMethodType;
  accountNumber: string;
  /** The user may save this type to the profile (paymentCanSaveCard / paymentCanSaveAch). */
  canSave: boolean;
  /** This type may be used once without saving (paymentOffersSingleUse). */
  singleUseAllowed: boolean;
  options: PaymentOptions & { AgreementClickRequired?: boolean };
  /** The ACH agreements the user still needs (none: no terms dialog). */
  achAgreements: readonly Agreement[];
  username: string;
  today: string;
  /** The ACH agreements were accepted and recorded: these are the user's new records. */
  onAgreementsAccepted: (records: readonly AgreementRecord[]) => void;
  onAdded: (method: SavedPaymentMethod, saved: boolean) => void;
  onCancel: () => void;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;

export function NewMethodModal(props: NewMethodModalProps) {
  const { type, accountNumber, canSave, singleUseAllowed, options, achAgreements, username, today } = props;
  const settings = useSettings();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [ach, setAch] = useState<AchValues>(EMPTY_ACH);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [save, setSave] = useState(canSave);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [terms, setTerms] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const lookup = useRoutingLookup(type === 'ACH' ? ach.routingNumber : '');

  const confirmShown = !settings.flag('paymentAch.hideConfirmAccountNumber');
  const saving = canSave && (save || !singleUseAllowed);
  const errors: Partial<Record<string, string>> =
    type === 'Card'
      ? cardErrors(card, options, today)
      : achErrors(ach, {
          confirmShown,
          requireKnownBank: settings.flag('paymentAch.requireKnownBank'),
          bank: lookup.state === 'done' ? lookup.bank : undefined,
        });
  const errorOf = (field: string) => {
    const key = touched.has(field) ? errors[field] : undefined;
    return key ? settings.text(key) : '';
  };
  const touch = (field: string) => setTouched((old) => new Set([...old, field]));

  function onCardChange(field: CardField, value: string) {
    setCard((old) => ({ ...old, [field]: value }));
    if (field === 'debitCreditType') touch(field);
  }
  function onAchChange(field: AchField, value: string) {
    setAch((old) => ({ ...old, [field]: value }));
    if (field === 'accountType') touch(field);
  }
  function onAchBlur(field: AchField) {
    if (field === 'accountNumber' || field === 'confirmAccountNumber') {
      setAch((old) => ({ ...old, [field]: stripAccountNumber(old[field]) }));
    }
    touch(field);
  }

  async function add() {
    setBusy(true);
    setFailure('');
    try {
      const answer =
        type === 'Card'
          ? await addCardPaymentMethod(cardRequest(card, accountNumber, saving))
          : await addAchPaymentMethod(achRequest(ach, accountNumber, saving));
      if (!answer.PaymentMethod) throw new Error('no method in the answer');
      props.onAdded(answer.PaymentMethod, saving);
    } catch (error) {
      setFailure(settings.text(saveMethodMessage(reasonOf(error)).key));
      setBusy(false);
    }
  }

  async function submit() {
    const wrong = Object.keys(errors);
    setTouched(new Set([...touched, ...wrong]));
    if (wrong.length > 0) {
      const first = body.current?.querySelector<HTMLElement>(
        wrong.map((field) => `[id^="new-${type === 'Card' ? 'card' : 'ach'}-${field}"]`).join(','),
      );
      first?.focus();
      return;
    }
    if (type === 'ACH') {
      setBusy(true);
      setFailure('');
      try {
        await validateAchPaymentMethod(achRequest(ach, accountNumber, saving));
      } catch (error) {
        setFailure(settings.text(achValidationMessage(reasonOf(error)).key));
        setBusy(false);
        return;
      }
      if (saving && achAgreements.length > 0) {
        setTerms(true);
        return;
      }
    }
    await add();
  }

  const showSaveBox = canSave && singleUseAllowed;
  return (
    <Dialog
      open
      title={settings.text(type === 'Card' ? 'paymentMethods.cardTitle' : 'paymentMethods.achTitle')}
      width={500}
      onClose={props.onCancel}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={props.onCancel}>
            {settings.text('paymentMethods.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void submit()}
          >
            {settings.text('paymentMethods.continue')}
          </button>
        </>
      }
    >
      <div ref={body}>
        {type === 'Card' ? (
          <CardFields
            values={card}
            onChange={onCardChange}
            onBlur={touch}
            errorOf={errorOf}
            options={options}
            disabled={busy}
          />
        ) : (
          <AchFields
            values={ach}
            onChange={onAchChange}
            onBlur={onAchBlur}
            errorOf={errorOf}
            options={options}
            confirmShown={confirmShown}
            lookup={lookup}
            disabled={busy}
          />
        )}
        {showSaveBox && (
          <div className="checkbox">
            <input
              type="checkbox"
              id="new-method-save"
              className="checkbox__input"
              checked={save}
              disabled={busy}
              onChange={(event) => setSave(event.target.checked)}
            />
            <label htmlFor="new-method-save" className="checkbox__label">
              {settings.text('paymentMethods.saveToProfile')}
            </label>
          </div>
        )}
        {busy && !terms && <Spinner label={settings.text('paymentMethods.saving')} />}
        <p className="banner banner--error" role="alert" hidden={!failure}>
          {failure}
        </p>
      </div>
      {terms && (
        <AchTermsDialog
          agreements={achAgreements}
          username={username}
          clickRequired={options.AgreementClickRequired === true}
          today={today}
          onAccepted={(records) => {
            props.onAgreementsAccepted(records);
            setTerms(false);
            void add();
          }}
          onDeclined={() => {
            setTerms(false);
            setBusy(false);
            setFailure(settings.text('paymentErrors.achTermsRefused'));
          }}
        />
      )}
    </Dialog>
  );
}
