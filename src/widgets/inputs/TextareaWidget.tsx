import { type WidgetProps } from '@rjsf/utils';
import { useSettings } from '../../engine';
import { fieldAria } from '../common/aria';

/**
 * A text area; when the schema (or options) sets a maximum length, a counter says how
 * many characters are left. Length is counted in characters (code points), as JSON Schema
 * counts it, so the limit is applied here rather than by the browser's maxlength (which
 * counts an emoji as two). The counter describes the textarea but is not a live region,
 * so it is read on focus rather than on every keystroke.
 */
export function TextareaWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    placeholder,
    options,
    schema,
    rawErrors,
    required,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const settings = useSettings();
  const text = typeof value === 'string' ? value : '';
  const maxLength = typeof options.maxLength === 'number' ? options.maxLength : schema.maxLength;
  const limit = (typed: string) =>
    maxLength === undefined ? typed : [...typed].slice(0, maxLength).join('');
  const counterId = `${id}__counter`;
  const aria = fieldAria({ id, rawErrors, required, options });
  return (
    <>
      <textarea
        id={id}
        name={htmlName || id}
        className="input input--textarea"
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 4}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        {...aria}
        aria-describedby={
          maxLength === undefined ? aria['aria-describedby'] : `${aria['aria-describedby']} ${counterId}`
        }
        onChange={(event) =>
          onChange(event.target.value === '' ? options.emptyValue : limit(event.target.value))
        }
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {maxLength !== undefined && (
        <p id={counterId} className="field__counter">
          {settings.text('widgets.charactersLeft', { count: Math.max(maxLength - [...text].length, 0) })}
        </p>
      )}
    </>
  );
}
