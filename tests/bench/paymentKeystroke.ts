/**
 * Bench F: a keystroke in the payment amount field (the CurrencyInput of the amount step),
 * against plain rjsf with one equivalent text field, timed as bench A times its keystrokes
 * (act around fireEvent.change, in JSDOM with React's development build): the amount step
 * alone, as its component tests render it, and on the whole payment screen.
 */
import { installDom } from './dom';
import { median, ms, quantile, type BenchResult, type Figure } from './report';

const BUDGET_MS = 16;

export async function paymentKeystroke(): Promise<BenchResult> {
  installDom();
  // react-dom reads the DOM globals when it loads, so the harnesses come in only now.
  const { rjsfSubject, stepSubject, typeAll, MEASURED, WARMUP, VALUES } = await import('./amountHarness');
  const { screenSubject } = await import('./paymentScreenSubject');
  // The payment texts and rules are among what the browser loads after the sign-in bundle.
  const { loadDeferred } = await import('../../src/app/deferred');
  await loadDeferred();
  const [onScreen, step, rjsf] = (await typeAll([screenSubject(), stepSubject(), rjsfSubject()])) as [
    number[],
    number[],
    number[],
  ];
  const p90 = (times: number[]) => quantile(times, 0.9);
  const p95 = (times: number[]) => quantile(times, 0.95);
  const row = (
    label: string,
    ours: number[],
    pick: (times: number[]) => number,
    budget: boolean,
  ): Figure => ({
    label,
    value: `${ms(pick(ours))} / ${ms(pick(rjsf))}`,
    ratio: `${(pick(rjsf) / pick(ours)).toFixed(1)}x`,
    ...(budget ? { target: `< ${ms(BUDGET_MS)}`, met: pick(ours) < BUDGET_MS } : {}),
  });
  return {
    title:
      'F. Keystroke in the payment amount field vs plain rjsf with one text field (ours / rjsf; ratio = rjsf / ours)',
    figures: [
      row('amount step alone, median', step, median, true),
      row('amount step alone, p95', step, p95, false),
      row('on the payment screen, median', onScreen, median, true),
      row('on the payment screen, p90', onScreen, p90, false),
      row('on the payment screen, p95', onScreen, p95, false),
    ],
    notes: [
      `${MEASURED} keystrokes after ${WARMUP} warm-ups (the field left once among them, so it shows its messages),`,
      `typing and erasing "${VALUES[7]}" one character at a time: amounts within the maximum and over it, whose message`,
      'was checked to show and go. Each keystroke is timed around act(fireEvent.change); the forms are mounted side by',
      "side and typed into in rotation. On the payment screen: payEndToEnd.test.tsx's rendering (real step widgets,",
      'msw answering in-process), one loan, E-Check with its saved account. Alone: the amount step as amount.test.tsx',
      "renders it, its data held in the parent's state. rjsf: <Form> with one string field, uncontrolled.",
      "React's development build in JSDOM (act needs it), without its User Timing logging: slower than production.",
      'A keystroke re-renders the field only: the step tells the screen its amount once typing pauses (200 ms) or the',
      'field is left, and that re-render of the screen (total, submit) comes then, outside the timed keystrokes.',
    ],
  };
}
