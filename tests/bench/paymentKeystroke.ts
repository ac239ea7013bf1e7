/**
 * Bench F: a keystroke in the payment amount field (the CurrencyInput of the amount step),
 * against plain rjsf with one equivalent text field, timed as bench A times its keystrokes
 * (act around fireEvent.change, in JSDOM with React's development build).
 */
import { installDom } from './dom';
import { median, ms, quantile, type BenchResult } from './report';

const BUDGET_MS = 16;

export async function paymentKeystroke(): Promise<BenchResult> {
  installDom();
  // react-dom reads the DOM globals when it loads, so the harness comes in only now.
  const { subjects, typeAll, MEASURED, WARMUP, VALUES } = await import('./amountHarness');
  // The payment texts are among the settings the browser loads after the sign-in bundle.
  const { loadDeferred } = await import('../../src/app/deferred');
  await loadDeferred();
  const [ours, rjsf] = typeAll(subjects()) as [number[], number[]];
  const pair = (pick: (times: number[]) => number) => ({
    value: `${ms(pick(ours))} / ${ms(pick(rjsf))}`,
    ratio: `${(pick(rjsf) / pick(ours)).toFixed(1)}x`,
  });
  const p95 = (times: number[]) => quantile(times, 0.95);
  return {
    title:
      'F. Keystroke in the payment amount field vs plain rjsf with one text field (ours / rjsf; ratio = rjsf / ours)',
    figures: [
      {
        label: 'keystroke median',
        ...pair(median),
        target: `< ${ms(BUDGET_MS)}`,
        met: median(ours) < BUDGET_MS,
      },
      { label: 'keystroke p90', ...pair((times) => quantile(times, 0.9)) },
      { label: 'keystroke p95', ...pair(p95), target: `< ${ms(BUDGET_MS)}`, met: p95(ours) < BUDGET_MS },
    ],
    notes: [
      `${MEASURED} keystrokes after ${WARMUP} warm-ups (the field left once among them, so the amount step shows its`,
      `messages), typing and erasing "${VALUES[7]}" one character at a time: amounts within the $5,000.00 maximum and over`,
      'it, whose message was checked to show and go. Each keystroke is timed around act(fireEvent.change), both forms',
      'mounted side by side and typed into in rotation. The amount step renders as amount.test.tsx renders it, its data',
      "held in the parent's state as a screen holds it; rjsf is <Form> with one string field, uncontrolled.",
      "React's development build in JSDOM (act needs it), without its User Timing logging: slower than production.",
    ],
  };
}
