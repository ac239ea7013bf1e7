import type { WidgetProps } from '@rjsf/utils';
import { fieldAria, isRequired } from '../common/aria';

/** A checkbox with its label beside it (the field template shows no separate label). */
export function CheckboxWidget({
  id,
  htmlName,
  value,
  label,
  disabled,
  readonly,
  required,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <div className="checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="checkbox__input"
        checked={value === true}
        disabled={disabled || readonly}
        {...fieldAria({ id, rawErrors, required, options })}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
      {isRequired(required, options) && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}
