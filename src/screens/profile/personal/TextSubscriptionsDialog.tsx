/**
 * The text subscriptions dialog of one phone (Solutions By Text; spec 01 §2, §4 Text dialog, §8,
 * §9 Modal widths 500 px): per branding its Marketing and Account switches; Save only with
 * changes; when the phone's text opt-in could not be updated, Retry and Cancel; the messages of a
 * partial refusal, a phone that takes no texts and a failed load. Cancel (or Escape) closes it
 * and clears its errors. It reports whether it holds changes (data.textSubscriptions.dirty).
 */
import { useEffect } from 'react';
import { formatPhone } from '../../../domain/profile/phones';
import { useSettings } from '../../../engine';
import { Dialog, Spinner } from '../../../widgets';
import { Switch } from '../../shared/Switch';
import { useTextSubscriptions } from './useTextSubscriptions';

interface TextSubscriptionsDialogProps {
  phoneNumber: string;
  optedIn: boolean;
  finalize: (optIn: boolean) => Promise<void>;
  onSaved: () => void;
  onClose: () => void;
  onDirty: (dirty: boolean) => void;
}

export function TextSubscriptionsDialog({
  phoneNumber,
  optedIn,
  finalize,
  onSaved,
  onClose,
  onDirty,
}: TextSubscriptionsDialogProps) {
  const settings = useSettings();
  const flow = useTextSubscriptions({ phoneNumber, optedIn, finalize, onSaved });
  const busy = flow.step === 'saving' || flow.step === 'finalizing';

  useEffect(() => {
    onDirty(flow.changed);
  }, [flow.changed, onDirty]);

  return (
    <Dialog
      open
      title={settings.text('textSubscriptions.title')}
      width={500}
      onClose={onClose}
      dismissable={!busy}
      focusTitle
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {settings.text('textSubscriptions.cancel')}
          </button>
          {flow.step === 'finalizeFailed' ? (
            <button type="button" className="button button--primary" onClick={flow.retry}>
              {settings.text('textSubscriptions.retry')}
            </button>
          ) : (
            flow.step !== 'failed' &&
            flow.step !== 'loading' && (
              <button
                type="button"
                className="button button--primary"
                onClick={flow.save}
                disabled={!flow.changed || busy}
              >
                {settings.text('textSubscriptions.save')}
              </button>
            )
          )}
        </>
      }
    >
      <p className="text">{settings.text('textSubscriptions.intro', { phone: formatPhone(phoneNumber) })}</p>
      {flow.step === 'loading' && <Spinner label={settings.text('textSubscriptions.loading')} />}
      {flow.current.map((option) => (
        <fieldset key={option.BrandingId} className="profile-personal__branding">
          <legend>{option.BrandingName}</legend>
          <Switch
            className="profile-personal__switch"
            label={settings.text('textSubscriptions.marketingLabel')}
            checked={option.OptInMarketing}
            disabled={busy || flow.step === 'finalizeFailed'}
            onChange={(on) => flow.change(option.BrandingId, 'OptInMarketing', on)}
          />
          <Switch
            className="profile-personal__switch"
            label={settings.text('textSubscriptions.accountLabel')}
            checked={option.OptInAccount}
            disabled={busy || flow.step === 'finalizeFailed'}
            onChange={(on) => flow.change(option.BrandingId, 'OptInAccount', on)}
          />
        </fieldset>
      ))}
      {busy && <Spinner label={settings.text('textSubscriptions.saving')} />}
      <p className="field__error" role="alert">
        {flow.step === 'finalizeFailed'
          ? settings.text('textSubscriptions.finalizeFailed')
          : flow.message
            ? settings.text(flow.message)
            : ''}
      </p>
    </Dialog>
  );
}
