/**
 * The loan screen's action links (spec 03 §2.3), each shown per its prop (json-logic of the
 * definition): Make A Payment to myaccount/payment/{number} (not for closed loans), Get Payoff
 * Quote (the shared dialog), Hide From Web and View Insurance (their 500 px dialogs), Contact
 * Info Change to myaccount/requestChange (manual CIF changes forced), Document Center to
 * myaccount/document-center (the document center option).
 */
import { useCallback, useState } from 'react';
import { localDateOf } from '../../domain/dates';
import { useEngine, type BlockWidgetProps } from '../../engine';
import { PayoffQuoteButton } from '../shared/payoff/PayoffQuoteButton';
import { flagProp, textProp } from '../shared/widgetProps';
import { HideAccountDialog } from './HideAccountDialog';
import { InsuranceDialog } from './InsuranceDialog';
import './loan.css';

interface LoanActionsProps extends BlockWidgetProps {
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
}

export function LoanActions({ props, env, navigate }: LoanActionsProps) {
  const { settings, registry } = useEngine();
  const { Link } = registry;
  const [open, setOpen] = useState<'hide' | 'insurance' | null>(null);
  const accountNumber = textProp(props, 'accountNumber');
  const close = useCallback(() => setOpen(null), []);
  const toDashboard = useCallback(() => navigate('myaccount/dashboard'), [navigate]);
  if (!accountNumber) return null;
  const { now } = env.context;
  return (
    <>
      <ul className="loan-actions">
        {flagProp(props, 'makePayment') && (
          <li>
            <Link to={`myaccount/payment/${encodeURIComponent(accountNumber)}`} className="link">
              {settings.text('loanDetails.makePayment')}
            </Link>
          </li>
        )}
        {flagProp(props, 'payoffQuote') && (
          <li>
            <PayoffQuoteButton
              accountNumber={accountNumber}
              today={localDateOf(now) ?? now.slice(0, 10)}
              pdfDownload={flagProp(props, 'pdfDownload')}
            />
          </li>
        )}
        {flagProp(props, 'contactInfoChange') && (
          <li>
            <Link to="myaccount/requestChange" className="link">
              {settings.text('loanDetails.contactInfoChange')}
            </Link>
          </li>
        )}
        {flagProp(props, 'documentCenter') && (
          <li>
            <Link to="myaccount/document-center" className="link">
              {settings.text('loanDetails.documentCenter')}
            </Link>
          </li>
        )}
        {flagProp(props, 'hideFromWeb', true) && (
          <li>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setOpen('hide')}
            >
              {settings.text('loanDetails.hideFromWeb')}
            </button>
          </li>
        )}
        {flagProp(props, 'insurance') && (
          <li>
            <button
              type="button"
              className="button button--secondary"
              aria-haspopup="dialog"
              onClick={() => setOpen('insurance')}
            >
              {settings.text('loanDetails.viewInsurance')}
            </button>
          </li>
        )}
      </ul>
      {open === 'hide' && (
        <HideAccountDialog
          accountNumber={accountNumber}
          username={env.context.session.username}
          onClose={close}
          onHidden={toDashboard}
        />
      )}
      {open === 'insurance' && <InsuranceDialog accountNumber={accountNumber} onClose={close} />}
    </>
  );
}
