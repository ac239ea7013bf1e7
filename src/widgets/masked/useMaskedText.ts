/**
 * A hand-written text field typed into an imask mask, whose value is the text as shown (the
 * payment date, the payoff date, the payment amount). imask owns the DOM value, so the input
 * is uncontrolled (its defaultValue is the first value): what the mask accepts flows out
 * through onAccept, and a new value from the field's owner (a day picked in the calendar, the
 * amount reformatted on blur, a reset) flows back in through imask, which keeps only what the
 * mask allows.
 */
import IMask, { type InputMask } from 'imask';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** An imask pattern (`00/00/0000`) or a regular expression every accepted text matches. */
export type TextMask = string | RegExp;

export function useMaskedText(
  mask: TextMask,
  value: string,
  onAccept: (text: string) => void,
): RefObject<HTMLInputElement | null> {
  const input = useRef<HTMLInputElement>(null);
  const masked = useRef<InputMask | undefined>(undefined);
  const emit = useRef(onAccept);

  useLayoutEffect(() => {
    emit.current = onAccept;
  }, [onAccept]);

  useEffect(() => {
    const element = input.current!;
    // A pattern shows its literals as they are reached (lazy), never as placeholders.
    const instance: InputMask =
      typeof mask === 'string' ? IMask(element, { mask, lazy: true }) : IMask(element, { mask });
    masked.current = instance;
    instance.on('accept', () => emit.current(instance.value));
    return () => {
      instance.destroy();
      masked.current = undefined;
    };
  }, [mask]);

  useEffect(() => {
    const instance = masked.current;
    if (instance && instance.value !== value) instance.value = value;
  }, [value, mask]);

  return input;
}
