/**
 * Who sends the message (spec 03 §2.10): signed out, the visitor's name and e-mail (required)
 * and branch number (optional, at most 4 digits, spec 03 §5, §9); signed in, a line naming the
 * session's user, whose name, e-mail and branch are not asked.
 */
import { MESSAGE_LIMITS, type MessageForm } from '../../domain/messages';
import { useSettings, type SessionContext } from '../../engine';
import { TextField } from '../shared/TextField';

type IdentityField = 'name' | 'email' | 'branch';

interface IdentityFieldsProps {
  id: string;
  form: MessageForm;
  /** The message of each field that shows one (already in words). */
  errors: Readonly<Partial<Record<IdentityField, string>>>;
  onChange: (change: Partial<MessageForm>) => void;
  onBlur: (field: IdentityField) => void;
}

export function IdentityFields({ id, form, errors, onChange, onBlur }: IdentityFieldsProps) {
  const settings = useSettings();
  const field = (name: IdentityField) => ({
    id: `${id}-${name}`,
    value: form[name],
    error: errors[name] ?? '',
    maxLength: MESSAGE_LIMITS[name],
    onChange: (value: string) => onChange({ [name]: value }),
    onBlur: () => onBlur(name),
  });
  return (
    <div className="messages__identity">
      <TextField
        {...field('name')}
        label={settings.text('messages.nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        label={settings.text('messages.emailLabel')}
        autoComplete="email"
        required
      />
      <TextField {...field('branch')} label={settings.text('messages.branchLabel')} inputMode="numeric" />
    </div>
  );
}

export function SenderLine({ session }: { session: SessionContext }) {
  const settings = useSettings();
  return (
    <p className="text">
      {session.emailAddress
        ? settings.text('messages.sender', { name: session.personalName, email: session.emailAddress })
        : settings.text('messages.senderNoEmail', { name: session.personalName })}
    </p>
  );
}
