/**
 * Every field: a visible label (naming the group for radios), the control, the help text
 * and the inline error. The error element is a polite live region that is always
 * present, so a message appearing in it is announced; the control references it
 * through aria-describedby.
 */
import { errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { uiOptionsOf } from '../../engine';
import { groupLabelId, isRequired } from '../common/aria';

/** The visual required marker; assistive technology hears aria-required on the control instead. */
function RequiredMark({ shown }: { shown: boolean }) {
  return shown ? (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors = [],
    rawHelp,
    hidden,
    required,
    schema,
    uiSchema,
    disabled,
  } = props;
  const options = uiOptionsOf(uiSchema);
  // A hidden widget is only the value; any other hidden field keeps its elements, hidden.
  if (hidden && options.widget === 'hidden') return <div hidden>{children}</div>;
  if (schema.type === 'object' || schema.type === 'array') return children;

  const [error] = rawErrors;
  const marked = isRequired(required, options);
  const widget = options.widget;
  const ownLabel =
    widget === 'checkbox' || widget === 'agreement' || (schema.type === 'boolean' && widget === undefined);
  const className = ['field', error ? 'field--invalid' : '', disabled ? 'field--disabled' : '']
    .filter(Boolean)
    .join(' ');

  const help = rawHelp ? (
    <p id={helpId(id)} className="field__help">
      {rawHelp}
    </p>
  ) : null;
  const errorText = (
    <p id={errorId(id)} className="field__error" aria-live="polite">
      {error}
    </p>
  );

  if (widget === 'radio') {
    // The radio widget renders role="radiogroup", named by this label.
    return (
      <div className={`${className} field--group`} hidden={hidden}>
        <div className="field__label">
          <span id={groupLabelId(id)}>{label}</span>
          <RequiredMark shown={marked} />
        </div>
        {children}
        {help}
        {errorText}
      </div>
    );
  }
  return (
    <div className={className} hidden={hidden}>
      {!ownLabel &&
        // The mark sits beside the label, not in it, so the label's text is the field's name.
        (marked ? (
          <div className="field__label">
            <label htmlFor={id}>{label}</label>
            <RequiredMark shown />
          </div>
        ) : (
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
        ))}
      {children}
      {help}
      {errorText}
    </div>
  );
}
