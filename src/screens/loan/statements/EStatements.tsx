/**
 * The loan screen's E-statements section (spec 03 §2.5, §4): the statement-type toggle
 * (Electronic / Paper) with its consent, agreement and withdrawal dialogs, the no-e-mail error,
 * the agreement-updated notice, the generated-statement alerts (electronic loans only) and the
 * statement list. The definition decides when the section shows (option EStatements, not
 * hidden, a closed loan only when electronic) and passes the options the widget needs. A closed
 * loan's toggle and alerts are read-only. Paper hidden (flag or option): an electronic loan
 * shows its type as a fixed line. The list shows for an electronic loan, and for a paper one
 * once it has statements (they remain the customer's to read).
 */
import { useId } from 'react';
import { useAccountDetails } from '../../../api/loans/details';
import { localDateOf } from '../../../domain/dates';
import { useSettings, type BlockWidgetProps } from '../../../engine';
import { SaveStatus } from '../../shared/SaveStatus';
import { Switch } from '../../shared/Switch';
import { flagProp, textProp } from '../../shared/widgetProps';
import { AgreementDialog } from './AgreementDialog';
import { ConfirmDialog, type ConfirmTexts } from './ConfirmDialog';
import { StatementAlerts } from './StatementAlerts';
import { StatementList } from './StatementList';
import { useFormatChange } from './useFormatChange';
import './statements.css';

const CONSENT: ConfirmTexts = {
  title: 'eStatements.consentTitle',
  text: 'eStatements.consentText',
  confirm: 'eStatements.consentConfirm',
  cancel: 'eStatements.consentCancel',
};

const WITHDRAW: ConfirmTexts = {
  title: 'eStatements.withdrawTitle',
  text: 'eStatements.withdrawText',
  confirm: 'eStatements.withdrawConfirm',
  cancel: 'eStatements.withdrawCancel',
};

export function EStatements({ props, env }: BlockWidgetProps) {
  const settings = useSettings();
  const id = useId();
  const accountNumber = textProp(props, 'accountNumber');
  const closed = flagProp(props, 'closed');
  const details = useAccountDetails(accountNumber || undefined).data;
  const flow = useFormatChange({
    accountNumber,
    username: env.context.session.username,
    format: details?.StatementFormat ?? 'PaperOnly',
    askConsent: flagProp(props, 'askConsent', true),
    hasAgreements: (details?.EStatements.Agreements.length ?? 0) > 0,
  });
  if (!details) return null;

  const { EStatements: state, StatementFormat: format } = details;
  const electronic = format === 'ElectronicOnly';
  const noEmail = !state.HasEmail && !electronic;
  const fixed = electronic && flagProp(props, 'paperHidden');
  const { now } = env.context;
  return (
    <div className="estatements">
      {fixed ? (
        <p className="text">
          {settings.text('eStatements.typeLabel')}
          <span className="estatements__state">{settings.text('eStatements.electronic')}</span>
        </p>
      ) : (
        <div className="estatements__type">
          {/* Not disabled while saving: the focus stays on it (a change then is ignored). */}
          <Switch
            label={settings.text('eStatements.typeLabel')}
            checked={flow.shown === 'ElectronicOnly'}
            disabled={closed || noEmail}
            describedBy={`${id}-state`}
            onChange={(on) => {
              if (flow.state !== 'saving') flow.toggle(on);
            }}
          />
          <span id={`${id}-state`} className="estatements__state">
            {settings.text(flow.shown === 'ElectronicOnly' ? 'eStatements.electronic' : 'eStatements.paper')}
          </span>
        </div>
      )}
      {closed && <p className="field__help">{settings.text('eStatements.closedReadOnly')}</p>}
      {noEmail && (
        <p className="banner banner--error" role="alert">
          {settings.text('eStatements.noEmail')}
        </p>
      )}
      <SaveStatus
        state={flow.state}
        saving={settings.text('eStatements.saving')}
        saved={settings.text('eStatements.saved')}
      />
      {flow.failure && (
        <p className="banner banner--error" role="alert">
          {settings.text(flow.failure)}
        </p>
      )}
      {electronic && state.AgreementUpdated && !closed && (
        <div className="banner banner--warning estatements__updated">
          <p>{settings.text('eStatements.agreementUpdated')}</p>
          <button type="button" className="button button--secondary" onClick={flow.review}>
            {settings.text('eStatements.agreementReview')}
          </button>
        </div>
      )}
      {electronic && (
        <StatementAlerts
          accountNumber={accountNumber}
          alerts={details.Alerts}
          textAllowed={flagProp(props, 'textAlerts')}
          hasPhone={details.HasPhone}
          readOnly={closed}
        />
      )}
      <StatementList
        accountNumber={accountNumber}
        today={localDateOf(now) ?? now.slice(0, 10)}
        onlyWithStatements={!electronic}
      />
      {flow.step === 'consent' && (
        <ConfirmDialog texts={CONSENT} onConfirm={flow.consented} onCancel={flow.cancel} />
      )}
      {flow.step === 'agreement' && (
        <AgreementDialog
          agreements={state.Agreements}
          clickRequired={flagProp(props, 'clickRequired')}
          onAgree={flow.agreed}
          onDisagree={flow.cancel}
        />
      )}
      {flow.step === 'withdraw' && (
        <ConfirmDialog texts={WITHDRAW} onConfirm={flow.withdrawn} onCancel={flow.cancel} />
      )}
    </div>
  );
}
