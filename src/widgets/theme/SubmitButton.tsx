import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { useSettings, type FormContext } from '../../engine';
/**
 * The form's submit button: the definition's text, and a spinner while the action runs.
 * The button keeps its name; "please wait" is announced by a live region beside it.
 */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const settings = useSettings();
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  const busy = (registry.formContext as FormContext | undefined)?.busy === true;
  if (norender) return null;
  return (
    <div className="form-actions">
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy && <span className="spinner__wheel" aria-hidden="true" />}
        {submitText}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? settings.text('form.working') : ''}
      </span>
    </div>
  );
}
