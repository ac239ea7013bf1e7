import type { WidgetProps } from '@rjsf/utils';
import { useSettings } from '../../engine';
import { fieldAria } from '../common/aria';

/** options.itemPattern as a regular expression; an invalid one filters nothing out. */
function patternOf(source: unknown): RegExp | undefined {
  if (typeof source !== 'string' || !source) return undefined;
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/**
 * Choices given as options.items: a list, or text separated by | (usually a setting, as
 * {"setting": "postLogin.securityQuestions"}), each both value and label; with
 * options.itemPattern only the items it matches (questions made of allowed characters).
 */
export function itemChoices(items: unknown, itemPattern?: unknown): { value: string; label: string }[] {
  const list = Array.isArray(items) ? items : typeof items === 'string' ? items.split('|') : [];
  const pattern = patternOf(itemPattern);
  return list
    .map((item) => String(item).trim())
    .filter((item) => item && (!pattern || pattern.test(item)))
    .map((item) => ({ value: item, label: item }));
}

/**
 * A drop-down list of the schema's enum, or of options.items when the choices are
 * institution data; the first, empty choice uses the field's placeholder or the generic prompt.
 */
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
  const choices = options.enumOptions ?? itemChoices(options.items, options.itemPattern);
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
