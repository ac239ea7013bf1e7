import { optionId, type WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { fieldAria, groupLabelId } from '../common/aria';

/** options.offered narrows the schema's choices (a list, or one value); anything else offers all. */
function offeredChoices<T extends { value: unknown }>(choices: readonly T[], offered: unknown): readonly T[] {
  const list = Array.isArray(offered) ? offered : typeof offered === 'string' ? [offered] : undefined;
  return list ? choices.filter((choice) => list.includes(choice.value)) : choices;
}

/**
 * A radio group (WAI-ARIA APG): named by the field's visible label; invalid, required and
 * described (error and help) as a group, and each radio also described by the message.
 */
export function RadioWidget({
  id,
  htmlName,
  value,
  disabled,
  readonly,
  required,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const choices = offeredChoices(options.enumOptions ?? [], options.offered);
  const only = choices.length === 1 ? choices[0]!.value : undefined;
  // A single offered choice is chosen for the user (the registration account type).
  useEffect(() => {
    if (only !== undefined && value === undefined) onChange(only);
  }, [only, value, onChange]);
  const aria = fieldAria({ id, rawErrors, required, options });
  return (
    <div className="radio-group" role="radiogroup" aria-labelledby={groupLabelId(id)} {...aria}>
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
              aria-describedby={aria['aria-describedby']}
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
