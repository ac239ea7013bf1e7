/**
 * Every field: a visible label (a legend for radio groups), the control, the help text
 * and the inline error. The error element is a polite live region that is always
 * present, so a message appearing in it is announced; the control references it
 * through aria-describedby.
 */
import { errorId, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { isRequired } from '../common/aria';

function LabelText({ label, required }: { label: string; required: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors = [], rawHelp, hidden, required, schema, uiSchema, disabled } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object' || schema.type === 'array') return children;

  const options = getUiOptions(uiSchema);
  const [error] = rawErrors;
  const marked = isRequired(required, options);
  const widget = options.widget;
  const ownLabel = widget === 'checkbox' || (schema.type === 'boolean' && widget === undefined);
  const className = ['field', error ? 'field--invalid' : '', disabled ? 'field--disabled' : ''].filter(Boolean).join(' ');

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
    return (
      <fieldset className={`${className} field--group`}>
        <legend className="field__label">
          <LabelText label={label} required={marked} />
        </legend>
        {children}
        {help}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {!ownLabel && (
        <label htmlFor={id} className="field__label">
          <LabelText label={label} required={marked} />
        </label>
      )}
      {children}
      {help}
      {errorText}
    </div>
  );
}
