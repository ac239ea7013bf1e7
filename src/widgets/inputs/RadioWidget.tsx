import { errorId, optionId, type WidgetProps } from '@rjsf/utils';

/** Radio buttons inside the field template's fieldset; the legend names the group. */
export function RadioWidget({ id, htmlName, value, disabled, readonly, options, onChange, onBlur, onFocus }: WidgetProps) {
  const choices = options.enumOptions ?? [];
  return (
    <div className="radio-group">
      {choices.map((choice, index) => {
        const inputId = optionId(id, index);
        return (
          <div className="radio" key={String(choice.value)}>
            <input
              type="radio"
              id={inputId}
              name={htmlName || id}
              className="radio__input"
              value={String(choice.value)}
              checked={value === choice.value}
              disabled={disabled || readonly}
              aria-describedby={errorId(id)}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label htmlFor={inputId} className="radio__label">
              {choice.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
