/**
 * A Feedback's choices (spec 03 §2.10): Good or Could Be Better, then one of that answer's
 * configured reasons (settings; an empty one is not offered, none at all: no reason asked).
 * Choosing another answer clears the reason.
 */
import { ANSWER_KEYS, configuredReasons, FEEDBACK_ANSWERS, type MessageForm } from '../../domain/messages';
import { useSettings } from '../../engine';
import { ChoiceField } from '../shared/ChoiceField';

interface FeedbackFieldsProps {
  id: string;
  form: MessageForm;
  errors: { answer?: string; reason?: string };
  disabled?: boolean;
  onChange: (change: Partial<MessageForm>) => void;
}

export function FeedbackFields({ id, form, errors, disabled, onChange }: FeedbackFieldsProps) {
  const settings = useSettings();
  const answers = FEEDBACK_ANSWERS.map((answer) => ({
    value: answer,
    label: settings.text(ANSWER_KEYS[answer]),
  }));
  const reasons = form.answer === '' ? [] : configuredReasons((key) => settings.text(key), form.answer);
  return (
    <>
      <ChoiceField
        id={`${id}-answer`}
        legend={settings.text('messages.answerLegend')}
        value={form.answer}
        choices={answers}
        error={errors.answer ?? ''}
        disabled={disabled}
        onChange={(answer) => onChange({ answer, reason: '' })}
      />
      {reasons.length > 0 && (
        <ChoiceField
          id={`${id}-reason-${form.answer}`}
          legend={settings.text('messages.reasonLegend')}
          value={form.reason === '' ? '' : String(reasons.indexOf(form.reason))}
          choices={reasons.map((reason, index) => ({ value: String(index), label: reason }))}
          error={errors.reason ?? ''}
          disabled={disabled}
          onChange={(index) => onChange({ reason: reasons[Number(index)] ?? '' })}
        />
      )}
    </>
  );
}
