/**
 * A text input driven by imask. imask owns the DOM value, so the input is uncontrolled;
 * the form value (digits only unless `unmask` is false) flows out on every accepted
 * change, and a new value from the form flows back in through imask.
 */
import type { WidgetProps } from '@rjsf/utils';
import IMask, { type InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { fieldAria } from '../common/aria';
import { RevealButton } from '../common/RevealButton';
import { maxLengthOf } from '../theme/BaseInputTemplate';
import { isDigitsOnlyMask } from './pattern';

export interface MaskedInputProps extends WidgetProps {
  mask: string | undefined;
  /** Store the typed characters only (true) or the value as displayed with its literals. */
  unmask: boolean;
  /** Hide the value like a password, with a reveal button (SSN). */
  secret?: boolean;
  children?: ReactNode;
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

export function MaskedInput(props: MaskedInputProps) {
  const { id, htmlName, value, disabled, readonly, placeholder, options, rawErrors, required, label } = props;
  const { mask, unmask, secret, onChange, onBlur, onFocus, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask | undefined>(undefined);
  const emit = useRef(onChange);
  const current = useRef(value);
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    emit.current = onChange;
    current.current = value;
  }, [onChange, value]);

  useEffect(() => {
    if (!input.current || !mask) return undefined;
    const instance = IMask(input.current, { mask, lazy: true });
    masked.current = instance;
    const report = () => {
      const next = unmask ? instance.unmaskedValue : instance.value;
      emit.current(next === '' ? options.emptyValue : next);
    };
    instance.on('accept', report);
    // A new mask may cut or reshape what is shown (fewer SSN digits, say): the form follows.
    if ((unmask ? instance.unmaskedValue : instance.value) !== text(current.current)) report();
    return () => {
      instance.destroy();
      masked.current = undefined;
    };
  }, [mask, unmask, options.emptyValue]);

  useEffect(() => {
    const wanted = text(value);
    const instance = masked.current;
    if (instance) {
      const current = unmask ? instance.unmaskedValue : instance.value;
      if (current !== wanted) {
        if (unmask) instance.unmaskedValue = wanted;
        else instance.value = wanted;
      }
    } else if (input.current && input.current.value !== wanted) {
      input.current.value = wanted;
    }
  }, [value, unmask, mask]);

  return (
    <div className="input-group">
      <input
        ref={input}
        id={id}
        name={htmlName || id}
        className="input"
        type={secret && !shown ? 'password' : 'text'}
        inputMode={mask && isDigitsOnlyMask(mask) ? 'numeric' : undefined}
        defaultValue={text(value)}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
        // A mask holds its own length (with literals the schema's maxLength does not count).
        maxLength={mask ? undefined : maxLengthOf(options)}
        {...fieldAria({ id, rawErrors, required, options })}
        onChange={
          mask
            ? undefined
            : (event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)
        }
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {secret && (
        <RevealButton
          shown={shown}
          label={label}
          controls={id}
          disabled={disabled || readonly}
          onToggle={() => setShown((now) => !now)}
        />
      )}
      {children}
    </div>
  );
}
