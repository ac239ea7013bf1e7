/**
 * The saved methods of the chosen type (spec 02 §2, §4): the dropdown (the default marked),
 * the default-method banner with Remove when the default is of this type (a card's step says
 * nothing of a default bank account, and the reverse), Make Default for the chosen method, and
 * Delete with its 350 px confirm dialog.
 */
import { useId, useState } from 'react';
import type { DefaultPaymentMethod, SavedPaymentMethod } from '../../../api/paymentMethods';
import { useSettings } from '../../../engine';
import { Dialog } from '../../../widgets';
import { methodLabel } from './labels';
import { isDefault, profileIdOf } from './selection';

interface SavedMethodsProps {
  /** The saved methods of the chosen type. */
  methods: readonly SavedPaymentMethod[];
  defaultMethod: DefaultPaymentMethod | null;
  selectedId: string;
  allowDefault: boolean;
  busy: boolean;
  onSelect: (method: SavedPaymentMethod | undefined) => void;
  onSetDefault: (method: SavedPaymentMethod) => void;
  onRemoveDefault: () => void;
  onDelete: (method: SavedPaymentMethod) => void;
}

export function SavedMethods(props: SavedMethodsProps) {
  const { methods, defaultMethod, selectedId, allowDefault, busy } = props;
  const settings = useSettings();
  const id = useId();
  const [deleting, setDeleting] = useState<SavedPaymentMethod>();
  const selected = methods.find((method) => profileIdOf(method) === selectedId);
  const theDefault = methods.find((method) => isDefault(method, defaultMethod));

  return (
    <div className="payment-methods__saved">
      {allowDefault && theDefault && (
        <div className="banner banner--info payment-methods__default">
          <span>
            {settings.text('paymentMethods.defaultBanner', { method: methodLabel(settings, theDefault) })}
          </span>{' '}
          <button
            type="button"
            className="button button--link"
            disabled={busy}
            onClick={props.onRemoveDefault}
          >
            {settings.text('paymentMethods.removeDefault')}
          </button>
        </div>
      )}
      {methods.length > 0 && (
        <div className="field">
          <div className="field__label">
            <label htmlFor={id}>{settings.text('paymentMethods.savedLabel')}</label>
          </div>
          <select
            id={id}
            className="input select"
            value={selected ? selectedId : ''}
            disabled={busy}
            onChange={(event) =>
              props.onSelect(methods.find((method) => profileIdOf(method) === event.target.value))
            }
          >
            <option value="">{settings.text('paymentMethods.savedPlaceholder')}</option>
            {methods.map((method) => {
              const label = methodLabel(settings, method);
              return (
                <option key={profileIdOf(method)} value={profileIdOf(method)}>
                  {isDefault(method, defaultMethod)
                    ? settings.text('paymentMethods.defaultMark', { method: label })
                    : label}
                </option>
              );
            })}
          </select>
        </div>
      )}
      {selected && (
        <div className="form-actions payment-methods__actions">
          {allowDefault && !isDefault(selected, defaultMethod) && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => props.onSetDefault(selected)}
            >
              {settings.text('paymentMethods.setDefault')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setDeleting(selected)}
          >
            {settings.text('paymentMethods.deleteMethod')}
          </button>
        </div>
      )}
      <Dialog
        open={deleting !== undefined}
        title={settings.text('paymentMethods.deleteTitle')}
        width={350}
        onClose={() => setDeleting(undefined)}
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setDeleting(undefined)}>
              {settings.text('paymentMethods.deleteCancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (deleting) props.onDelete(deleting);
                setDeleting(undefined);
              }}
            >
              {settings.text('paymentMethods.deleteConfirm')}
            </button>
          </>
        }
      >
        {deleting && (
          <p className="text">
            {settings.text('paymentMethods.deleteQuestion', { method: methodLabel(settings, deleting) })}
          </p>
        )}
      </Dialog>
    </div>
  );
}
