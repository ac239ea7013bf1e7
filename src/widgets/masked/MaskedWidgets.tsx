/**
 * The named masked widgets. Each has a default mask that a definition can override with
 * options.mask; lengths that depend on the institution arrive as resolved options.
 */
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { accountNumberMask } from '../../domain/accounts';
import { MaskedInput } from './MaskedInput';
import { isValidMask, MASK_PRESETS, ssnMask } from './pattern';

function optionMask(props: WidgetProps, fallback: string | undefined): string | undefined {
  return isValidMask(props.options.mask) ? props.options.mask : fallback;
}

function unmaskOf(props: WidgetProps): boolean {
  return props.options.unmask !== false;
}

function number(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function MaskedWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={optionMask(props, undefined)} unmask={unmaskOf(props)} />;
}

export function PhoneWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={optionMask(props, MASK_PRESETS.phone)} unmask={unmaskOf(props)} />;
}

export function ZipWidget(props: WidgetProps) {
  return <MaskedInput {...props} mask={optionMask(props, MASK_PRESETS.zip)} unmask={unmaskOf(props)} />;
}

/** SSN, hidden like a password until revealed; options.digits sets the digit count (default 9). */
export function SsnWidget(props: WidgetProps) {
  const mask = optionMask(props, ssnMask(number(props.options.digits, 9)));
  return <MaskedInput {...props} mask={mask} unmask={unmaskOf(props)} secret />;
}

/**
 * Account number laid out from options.officeLength, accountLength and checkDigitLength;
 * a new options.clearOn (the account type) clears what was typed for the old one.
 */
export function AccountNumberWidget(props: WidgetProps) {
  const { options, onChange } = props;
  const clearOn = options.clearOn;
  const seen = useRef(clearOn);
  useEffect(() => {
    if (Object.is(seen.current, clearOn)) return;
    seen.current = clearOn;
    onChange(undefined);
  }, [clearOn, onChange]);
  const mask = accountNumberMask({
    office: number(options.officeLength, 0),
    account: number(options.accountLength, 0),
    checkDigits: number(options.checkDigitLength, 0),
    removeCheckDigits: options.removeCheckDigits === true,
  });
  return <MaskedInput {...props} mask={optionMask(props, mask)} unmask={unmaskOf(props)} />;
}
