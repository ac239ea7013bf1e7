import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { fieldAria } from '../common/aria';

/** The field's longest value (options.maxLength, set by the engine from schema and constraints). */
export function maxLengthOf(options: Record<string, unknown>): number | undefined {
  const limit = options.maxLength;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : undefined;
}

/**
 * The plain `<input>` behind text-like widgets, with the field's ARIA wiring and its
 * maxlength, so that a value longer than the field takes cannot be typed or pasted.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  return inputOf(props);
}

/**
 * The input itself, as an element: the text widget draws it directly, one component fewer
 * for every text field of a form (a 200-field form mounts measurably faster).
 */
export function inputOf(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    type,
    required,
    rawErrors,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const inputValue = value === undefined || value === null ? '' : value;
  return (
    <input
      id={id}
      name={htmlName || id}
      className="input"
      value={inputValue}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- only when a definition asks for it
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      maxLength={maxLengthOf(options)}
      {...inputProps}
      {...fieldAria({ id, rawErrors, required, options })}
      onChange={
        onChangeOverride ??
        ((event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.value === '' ? options.emptyValue : event.target.value))
      }
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
