import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useSettings, type FormContext } from '../../engine';
import { Spinner } from '../common/Spinner';

/** The form's submit button: the definition's text, and a spinner while the action runs. */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const settings = useSettings();
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  const busy = (registry.formContext as FormContext | undefined)?.busy === true;
  if (norender) return null;
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy && <Spinner label={settings.text('form.working')} />}
        {submitText}
      </button>
    </div>
  );
}
