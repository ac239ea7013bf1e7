/**
 * A choice of a hand-written form (the payment's Debit / Credit card and Checking / Savings,
 * the messages form's type, answer and reason) as a group of radio buttons named by its
 * legend, with the same inline error as the text fields.
 */
export interface ChoiceFieldProps<Value extends string> {
  id: string;
  legend: string;
  value: Value | '';
  choices: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error: string;
  disabled?: boolean;
}

export function ChoiceField<Value extends string>({
  id,
  legend,
  value,
  choices,
  onChange,
  error,
  disabled,
}: ChoiceFieldProps<Value>) {
  const errorId = `${id}__error`;
  return (
    <fieldset
      className={error ? 'field field--group field--invalid' : 'field field--group'}
      aria-describedby={errorId}
    >
      <legend className="field__label">{legend}</legend>
      <div className="radio-group">
        {choices.map((choice) => (
          <div key={choice.value} className="radio">
            <input
              type="radio"
              className="radio__input"
              id={`${id}-${choice.value}`}
              name={id}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
            />
            <label htmlFor={`${id}-${choice.value}`} className="radio__label">
              {choice.label}
            </label>
          </div>
        ))}
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
