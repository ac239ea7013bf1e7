/**
 * The Payment Type step of Make A Payment (spec 02 §2, §4), block widget `paymentMethodPicker`.
 * Props: `accountNumber` (the selected loan; nothing shows while it is empty). The offered types,
 * saving and single use come from the rules of rules/payments.json over the screen's data.payment
 * facts; the widget writes its outcome to data.paymentMethod (a MethodSelection, selection.ts).
 *
 * The Card / E-Check toggle shows when both are offered (one is chosen automatically); the saved
 * methods of the type follow, the default of that type preselected (selection.ts, initialMethod);
 * with none, the new-method modal opens at once. A single-use method shows as a summary that can be removed.
 */
import { useEffect, useMemo, useState } from 'react';
import { usePaymentMethods, type SavedPaymentMethod } from '../../../api/paymentMethods';
import { agreementsNeeded } from '../../../domain/agreements';
import { localDateOf } from '../../../domain/dates';
import type { PaymentMethodType, PaymentOptions } from '../../../domain/payments';
import type { FeatureDeps } from '../../shared/manifest';
import { holds, useSettings, type BlockWidgetProps, type LogicEnv } from '../../../engine';
import { Spinner } from '../../../widgets';
import { textProp } from '../../shared/widgetProps';
import { ChoiceField } from '../../shared/ChoiceField';
import { methodLabel } from './labels';
import { NewMethodModal } from './NewMethodModal';
import { SavedMethods } from './SavedMethods';
import {
  initialMethod,
  methodsOfType,
  NO_SELECTION,
  profileIdOf,
  SELECTION_KEY,
  selectionOf,
  typeOnly,
  type MethodSelection,
} from './selection';
import { ThirdPartyCardLink } from './ThirdPartyCardLink';
import { useMethodActions } from './useMethodActions';

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

/** The rules over the facts as they will be with `type` chosen. */
function withType(env: LogicEnv, type: PaymentMethodType | ''): LogicEnv {
  const data = env.context.data;
  const payment = (typeof data.payment === 'object' && data.payment) || {};
  const method = { type, singleUse: false };
  return { ...env, context: { ...env.context, data: { ...data, payment: { ...payment, method } } } };
}

function offeredTypes(env: LogicEnv): PaymentMethodType[] {
  const types: PaymentMethodType[] = [];
  if (holds({ rule: 'paymentOffersCard' }, env, false)) types.push('Card');
  if (holds({ rule: 'paymentOffersAch' }, env, false)) types.push('ACH');
  return types;
}

/** What the app adds: the session gains the ACH agreements accepted here (the session store). */
type PickerDeps = Pick<FeatureDeps, 'addAgreementLogs'>;

export function PaymentMethodPicker({
  props,
  env,
  setData,
  addAgreementLogs,
}: BlockWidgetProps & PickerDeps) {
  const accountNumber = textProp(props, 'accountNumber');
  if (!accountNumber) return null;
  return (
    <Picker
      key={accountNumber}
      accountNumber={accountNumber}
      env={env}
      setData={setData}
      addAgreementLogs={addAgreementLogs}
    />
  );
}

function Picker({
  accountNumber,
  env,
  setData,
  addAgreementLogs,
}: Omit<BlockWidgetProps, 'props'> & PickerDeps & { accountNumber: string }) {
  const settings = useSettings();
  const options = env.options as unknown as PaymentOptions & {
    AllowDefaultPaymentMethod?: boolean;
    ThirdPartyPaymentUrl?: string;
    AgreementClickRequired?: boolean;
  };
  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const types = offeredTypes(env);
  const [chosen, setChosen] = useState<PaymentMethodType | ''>('');
  const type = types.length === 1 ? types[0]! : types.includes(chosen as PaymentMethodType) ? chosen : '';
  const typed = withType(env, type);
  const canSave = holds({ rule: type === 'Card' ? 'paymentCanSaveCard' : 'paymentCanSaveAch' }, typed, false);
  const singleUseAllowed = holds({ rule: 'paymentOffersSingleUse' }, typed, false);
  const thirdPartyCard = type === 'Card' && holds({ rule: 'paymentThirdPartyCardLink' }, typed, false);

  const { data, error, isLoading } = usePaymentMethods(accountNumber);
  const actions = useMethodActions(accountNumber);
  const all = data?.PaymentMethods ?? [];
  const defaultMethod = data?.DefaultPaymentMethod ?? null;
  const ofType = methodsOfType(all, type);
  const [selectedId, setSelectedId] = useState<string>();
  const [singleUse, setSingleUse] = useState<SavedPaymentMethod>();
  const [modal, setModal] = useState(false);
  const [autoOpened, setAutoOpened] = useState<string>('');

  // The user's records (the login answer's and those accepted since) spare the terms already accepted.
  const records = env.context.session.agreementLogs;
  const achAgreements = useMemo(
    () =>
      agreementsNeeded(
        AGREEMENT_KEYS.map((key) => settings.text(key)),
        records ?? [],
        today,
        'ach',
      ).needed,
    [settings, records, today],
  );

  // The default of this type (or its only method) is preselected; a type without saved methods
  // opens the modal at once.
  const preselected =
    selectedId ??
    (initialMethod(ofType, defaultMethod) ? profileIdOf(initialMethod(ofType, defaultMethod)!) : '');
  const selected = ofType.find((method) => profileIdOf(method) === preselected);
  // Adjusted while rendering (React's pattern for state that follows other values), once per type.
  if (data && type && !thirdPartyCard && !singleUse && autoOpened !== type) {
    setAutoOpened(type);
    if (methodsOfType(data.PaymentMethods, type).length === 0 && (canSave || singleUseAllowed))
      setModal(true);
  }

  const selection: MethodSelection = singleUse
    ? selectionOf(singleUse, true)
    : selected && !thirdPartyCard
      ? selectionOf(selected, false)
      : typeOnly(type);
  const signature = JSON.stringify(selection);
  useEffect(() => {
    setData({ [SELECTION_KEY]: JSON.parse(signature) as MethodSelection });
  }, [signature, setData]);
  useEffect(() => () => setData({ [SELECTION_KEY]: NO_SELECTION }), [setData]);

  function choose(next: PaymentMethodType) {
    setChosen(next);
    setSelectedId(undefined);
    setSingleUse(undefined);
  }

  return (
    <section className="payment-methods" aria-label={settings.text('paymentMethods.typeLegend')}>
      {types.length > 1 && (
        <ChoiceField
          id="payment-method-type"
          legend={settings.text('paymentMethods.typeLegend')}
          value={type}
          choices={[
            { value: 'Card' as const, label: settings.text('paymentMethods.typeCard') },
            { value: 'ACH' as const, label: settings.text('paymentMethods.typeAch') },
          ]}
          onChange={choose}
          error=""
        />
      )}
      {thirdPartyCard && <ThirdPartyCardLink url={options.ThirdPartyPaymentUrl ?? ''} />}
      {type && !thirdPartyCard && (
        <>
          {isLoading && <Spinner label={settings.text('paymentMethods.loading')} />}
          {error && (
            <p className="banner banner--error" role="alert">
              {settings.text('paymentMethods.loadFailed')}
            </p>
          )}
          {singleUse ? (
            <div className="banner banner--info payment-methods__single-use">
              <span>
                {settings.text('paymentMethods.singleUseSummary', {
                  method: methodLabel(settings, singleUse),
                })}
              </span>{' '}
              <button type="button" className="button button--link" onClick={() => setSingleUse(undefined)}>
                {settings.text('paymentMethods.singleUseDelete')}
              </button>
            </div>
          ) : (
            data && (
              <SavedMethods
                methods={ofType}
                defaultMethod={defaultMethod}
                selectedId={preselected}
                allowDefault={options.AllowDefaultPaymentMethod !== false}
                busy={actions.busy}
                onSelect={(method) => setSelectedId(method ? profileIdOf(method) : '')}
                onSetDefault={(method) => void actions.setDefault(method)}
                onRemoveDefault={() => void actions.removeDefault()}
                onDelete={(method) => {
                  setSelectedId('');
                  void actions.remove(method);
                }}
              />
            )
          )}
          {(canSave || singleUseAllowed) && (
            <button type="button" className="button button--secondary" onClick={() => setModal(true)}>
              {settings.text('paymentMethods.newMethod')}
            </button>
          )}
        </>
      )}
      <p
        className={actions.status ? `banner banner--${actions.status.kind}` : 'visually-hidden'}
        role="status"
      >
        {actions.status ? settings.text(actions.status.key) : ''}
      </p>
      {modal && type && (
        <NewMethodModal
          type={type}
          accountNumber={accountNumber}
          canSave={canSave}
          singleUseAllowed={singleUseAllowed}
          options={options}
          achAgreements={achAgreements}
          username={env.context.session.username}
          today={today}
          onAgreementsAccepted={addAgreementLogs}
          onCancel={() => setModal(false)}
          onAdded={(method, saved) => {
            setModal(false);
            if (saved) {
              setSingleUse(undefined);
              setSelectedId(profileIdOf(method));
              void actions.refresh();
            } else {
              setSingleUse(method);
            }
          }}
        />
      )}
    </section>
  );
}
