/**
 * What the message says (spec 03 §2.10): Feedback or Question (the choice only while the
 * institution offers Feedback), a Feedback's answer and reason, a Question's subject, and the
 * message box, required for a Question and optional for a Feedback. Entries are kept when the
 * type changes.
 */
import { MESSAGE_LIMITS, type MessageField, type MessageForm } from '../../domain/messages';
import { useSettings } from '../../engine';
import { ChoiceField } from '../shared/ChoiceField';
import { TextField } from '../shared/TextField';
import { FeedbackFields } from './FeedbackFields';
import { MessageBox } from './MessageBox';

interface MessageContentProps {
  id: string;
  form: MessageForm;
  offersFeedback: boolean;
  /** A field's message (already in words), or ''. */
  shown: (field: MessageField) => string;
  onChange: (change: Partial<MessageForm>) => void;
  onBlur: (field: MessageField) => void;
}

export function MessageContent({ id, form, offersFeedback, shown, onChange, onBlur }: MessageContentProps) {
  const settings = useSettings();
  return (
    <>
      {offersFeedback && (
        <ChoiceField
          id={`${id}-kind`}
          legend={settings.text('messages.typeLegend')}
          value={form.kind}
          choices={[
            { value: 'feedback', label: settings.text('messages.typeFeedback') },
            { value: 'question', label: settings.text('messages.typeQuestion') },
          ]}
          error={shown('kind')}
          onChange={(kind) => onChange({ kind })}
        />
      )}
      {form.kind === 'feedback' && (
        <FeedbackFields
          id={id}
          form={form}
          errors={{ answer: shown('answer'), reason: shown('reason') }}
          onChange={(next) => {
            onChange(next);
            onBlur('answer');
          }}
        />
      )}
      {form.kind === 'question' && (
        <TextField
          id={`${id}-subject`}
          label={settings.text('messages.subjectLabel')}
          value={form.subject}
          maxLength={MESSAGE_LIMITS.subject}
          required
          error={shown('subject')}
          onChange={(subject) => onChange({ subject })}
          onBlur={() => onBlur('subject')}
        />
      )}
      {form.kind !== '' && (
        <MessageBox
          id={`${id}-message`}
          value={form.message}
          required={form.kind === 'question'}
          error={shown('message')}
          onChange={(message) => onChange({ message })}
          onBlur={() => onBlur('message')}
        />
      )}
    </>
  );
}
