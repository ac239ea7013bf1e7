import type { WidgetProps } from '@rjsf/utils';
import { useSettings } from '../../engine';
import { fieldAria } from '../common/aria';

/** A drop-down list; the first, empty choice uses the field's placeholder or the generic prompt. */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    placeholder,
    options,
    rawErrors,
    required,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const settings = useSettings();
  const choices = options.enumOptions ?? [];
  const selected = choices.findIndex((choice) => choice.value === value);
  const pick = (index: string) => (index === '' ? options.emptyValue : choices[Number(index)]?.value);
  return (
    <select
      id={id}
      name={htmlName || id}
      className="input input--select"
      value={selected < 0 ? '' : String(selected)}
      disabled={disabled || readonly}
      {...fieldAria({ id, rawErrors, required, options })}
      onChange={(event) => onChange(pick(event.target.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
    >
      <option value="">{placeholder || settings.text('widgets.selectPrompt')}</option>
      {choices.map((choice, index) => (
        <option key={String(choice.value)} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
