/**
 * The security question and answer of the profile's User Information (spec 01 §2 Profile, §5):
 * with AllowCustomSecurityQuestion a "use my own question" checkbox switches between the preset
 * list (postLogin.securityQuestions, filtered by the answer pattern, plus the stored question
 * when it is not a preset) and a free-text question; the answer says it may stay empty while
 * the question is unchanged. The form owns the values and their messages.
 */
import { useSettings } from '../../engine';
import { itemChoices } from '../../widgets/inputs/SelectWidget';
import { TextField, type TextFieldProps } from '../shared/TextField';

/** A field's value, message and handlers, as the form hands them. */
type FieldState = Pick<TextFieldProps, 'id' | 'value' | 'error' | 'disabled' | 'onChange' | 'onBlur'>;

interface SecurityQuestionFieldsProps {
  id: string;
  customAllowed: boolean;
  custom: boolean;
  disabled: boolean;
  /** The stored question (null: none yet). */
  storedQuestion: string | null;
  question: FieldState;
  answer: FieldState;
  answerPattern: string;
  onCustom: (custom: boolean) => void;
}

/** Questions and answers are capped as at registration (the spec gives no maximum). */
const MAX_LENGTH = 200;

export function SecurityQuestionFields({
  id,
  customAllowed,
  custom,
  disabled,
  storedQuestion,
  question,
  answer,
  answerPattern,
  onCustom,
}: SecurityQuestionFieldsProps) {
  const settings = useSettings();
  const presets = itemChoices(settings.text('postLogin.securityQuestions'), answerPattern);
  const choices = [
    { value: '', text: settings.text('widgets.selectPrompt') },
    ...presets.map((choice) => ({ value: choice.value, text: choice.label })),
    ...(question.value !== '' && !presets.some((choice) => choice.value === question.value)
      ? [{ value: question.value, text: question.value }]
      : []),
  ];
  return (
    <>
      {customAllowed && (
        <div className="checkbox">
          <input
            type="checkbox"
            id={`${id}-custom`}
            className="checkbox__input"
            checked={custom}
            disabled={disabled}
            onChange={(event) => onCustom(event.target.checked)}
          />
          <label htmlFor={`${id}-custom`} className="checkbox__label">
            {settings.text('postLogin.useCustomQuestion')}
          </label>
        </div>
      )}
      {custom ? (
        <TextField
          {...question}
          label={settings.text('postLogin.customQuestionLabel')}
          maxLength={MAX_LENGTH}
        />
      ) : (
        <TextField {...question} label={settings.text('postLogin.questionLabel')} options={choices} />
      )}
      <TextField
        {...answer}
        label={settings.text('postLogin.answerLabel')}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        help={
          storedQuestion !== null && question.value === storedQuestion
            ? settings.text('profile.answerHelp')
            : undefined
        }
      />
    </>
  );
}
