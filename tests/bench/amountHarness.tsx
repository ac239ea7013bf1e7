/**
 * Bench F's two forms, mounted with React DOM in the JSDOM of ./dom.ts and typed into: the
 * payment amount step (src/screens/payment/amount/AmountStep.tsx) rendered as
 * tests/component/screens/payment/amount.test.tsx renders it (the real settings, options and
 * rules, an SWR cache of its own, the loan of scheduleHarness.tsx, ACH, Pay Once), its setData
 * held in the parent's state as a screen holds its data, and plain rjsf with one equivalent text
 * field. Import it only after installDom(). They take their turns in rotation, so a busy machine
 * slows both alike.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent } from '@testing-library/dom';
import { act, useCallback, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { createOptions, createRuleBook, EngineProvider, type LogicEnv } from '../../src/engine';
import { optionSpecs } from '../../src/generated/options';
import { rulesFiles } from '../../src/generated/rules';
import { deferredRulesFiles } from '../../src/generated/rulesDeferred';
import { parseAmountInput } from '../../src/domain/payments';
import { AmountStep } from '../../src/screens/payment/amount/AmountStep';
import { ACH, INFO, TODAY } from '../component/screens/payment/scheduleHarness';
import { testContext, testRegistry, testSettings } from '../support/engine';
import { timed } from './formSubjects';

export const WARMUP = 10;
export const MEASURED = 60;
export const LABEL = 'Payment Amount';
/** Typed and erased again one character at a time: amounts within the $5,000.00 maximum and over it. */
const AMOUNT = '98765.43';
/** The values the field holds, keystroke after keystroke: typing AMOUNT, then backspacing it. */
export const VALUES: string[] = (() => {
  const cycle = [
    ...Array.from({ length: AMOUNT.length }, (_, index) => AMOUNT.slice(0, index + 1)),
    ...Array.from({ length: AMOUNT.length }, (_, index) => AMOUNT.slice(0, AMOUNT.length - index - 1)),
  ];
  return Array.from({ length: WARMUP + MEASURED }, (_, index) => cycle[index % cycle.length]!);
})();

/** A form with the amount field, opened (mounted and brought to that field) and ready to type into. */
export interface Opened {
  container: HTMLElement;
  unmount: () => void;
}

export interface AmountSubject {
  name: string;
  open: () => Opened | Promise<Opened>;
  /** The step's maximum in cents: it shows the between message, once left, while the field holds more. */
  maximumCents?: number;
}

const BETWEEN = 'Payment amount must be between';

const SCHEDULE = {
  frequency: 'OneTime',
  date: '2026-11-27',
  numDays: 0,
  isPayoff: false,
  payoffCents: 0,
  thirdPartyFeeCents: 0,
  valid: true,
};

/** The amount step with its data held by the parent, as ScreenRenderer holds a screen's data. */
function AmountScreen() {
  const [settings] = useState(() => testSettings());
  const [options] = useState(() => createOptions({}, optionSpecs));
  const [rules] = useState(() => createRuleBook([...rulesFiles, ...deferredRulesFiles]));
  const [env] = useState<LogicEnv>(() => ({
    settings,
    options,
    rules,
    context: { ...testContext({ now: `${TODAY}T15:00:00.000Z` }), options, form: {}, data: {} },
  }));
  const [props] = useState(() => ({ info: INFO, method: ACH, schedule: SCHEDULE }));
  const [cache] = useState(() => new Map());
  const [data, setState] = useState<Record<string, unknown>>({});
  const setData = useCallback(
    (next: Record<string, unknown>) => setState((old) => ({ ...old, ...next })),
    [],
  );
  return (
    <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider settings={settings} options={options} rules={rules} registry={testRegistry()}>
        <AmountStep props={props} env={{ ...env, context: { ...env.context, data } }} setData={setData} />
      </EngineProvider>
    </SWRConfig>
  );
}

const RJSF_SCHEMA: RJSFSchema = {
  type: 'object',
  properties: { amount: { type: 'string', title: LABEL, maxLength: 15 } },
};

/** Mounts an element with React DOM in a container of its own. */
export function mountElement(element: ReactElement): Opened {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(element));
  return {
    container,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** The amount step alone (the loan's payoff, $5,000.00, is its maximum). */
export const stepSubject = (): AmountSubject => ({
  name: 'amount step',
  open: () => mountElement(<AmountScreen />),
  maximumCents: Math.round(INFO.PayOffAmount * 100),
});

export const rjsfSubject = (): AmountSubject => ({
  name: 'rjsf',
  open: () => mountElement(<Form schema={RJSF_SCHEMA} validator={validator} />),
});

/** The input a label names within a container. */
function inputLabelled(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find(
    (element) => element.textContent === label,
  );
  const input = labelElement?.htmlFor ? container.ownerDocument.getElementById(labelElement.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error(`no input labelled "${label}"`);
  return input;
}

async function mount(subject: AmountSubject) {
  const { container, unmount } = await subject.open();
  const input = inputLabelled(container, LABEL);
  const message = () => container.ownerDocument.getElementById(input.getAttribute('aria-describedby') ?? '');
  let left = false;
  return {
    unmount,
    /** Sets the field to value as a keystroke does; answers the ms of the act() around it. */
    keystroke(value: string): number {
      const time = timed(() => act(() => void fireEvent.change(input, { target: { value } })));
      if (input.value !== value) throw new Error(`${subject.name}: keystroke "${value}" did not re-render`);
      const text = message()?.textContent ?? '';
      const over = (parseAmountInput(value) ?? 0) > (subject.maximumCents ?? Infinity);
      if (subject.maximumCents !== undefined && left && text.startsWith(BETWEEN) !== over)
        throw new Error(`${subject.name}: after "${value}" the field's message is "${text}"`);
      return time;
    },
    /** Leaves the field (the amount step shows its messages from then on). */
    blur() {
      // React listens to focusout for onBlur.
      act(() => void fireEvent.focusOut(input));
      left = true;
    },
  };
}

/** Mounts both, types VALUES into each in rotation; answers each one's times after the warm-ups. */
export async function typeAll(list: readonly AmountSubject[]): Promise<number[][]> {
  const mounted: Awaited<ReturnType<typeof mount>>[] = [];
  for (const subject of list) mounted.push(await mount(subject));
  const times = list.map(() => [] as number[]);
  try {
    VALUES.forEach((value, keystroke) => {
      if (keystroke === WARMUP / 2) mounted.forEach((form) => form.blur());
      for (let turn = 0; turn < list.length; turn++) {
        const index = (turn + keystroke) % list.length;
        const time = mounted[index]!.keystroke(value);
        if (keystroke >= WARMUP) times[index]!.push(time);
      }
    });
  } finally {
    mounted.forEach((form) => form.unmount());
  }
  return times;
}
