/**
 * The page of bench A in Chromium (../formBrowser.ts builds it for production): our engine and
 * plain rjsf on bench A's form, mounted and typed into side by side as in JSDOM, timed with
 * performance.now() around flushSync (a mount) and a native input event (a keystroke: React
 * renders and commits a discrete event's update before the dispatch returns).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import validators from 'virtual:bench-validators';
import { FORM_ID, HIDE, engineDefinition, baselineSchema, expectVisibility } from '../formFixture';
import { baselineSubject, engineSubject, type Subject } from '../formSubjects';
import type { PageRun, PagePlan } from '../formBrowserRun';

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

function mount(subject: Subject) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(subject.element));
  const render = performance.now() - start;
  void container.offsetHeight;
  const layout = performance.now() - start;
  return {
    container,
    render,
    layout,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

function type(container: HTMLElement, subject: Subject, value: string): number {
  const input = container.querySelector<HTMLInputElement>(`#${subject.prefix}_f0`)!;
  const start = performance.now();
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const time = performance.now() - start;
  if (input.value !== value) throw new Error(`${subject.name}: "${value}" was not rendered`);
  return time;
}

/** Runs `work` for each subject's index, starting with a different one each round. */
function inTurn(count: number, round: number, work: (index: number) => void): void {
  for (let turn = 0; turn < count; turn++) work((turn + round) % count);
}

function run(plan: PagePlan): PageRun[] {
  const subjects = [
    engineSubject({
      file: 'screen-definitions/bench.json',
      definition: engineDefinition(),
      validators: { [FORM_ID]: validators },
    }),
    baselineSubject(baselineSchema()),
  ];
  const runs: PageRun[] = subjects.map((subject) => ({
    name: subject.name,
    renders: [],
    layouts: [],
    keystrokes: [],
    flips: [],
  }));
  const mounted = subjects.map(mount);
  for (let round = 1; round <= plan.warmups + plan.mounts; round++) {
    mounted.forEach((form) => form.unmount());
    inTurn(subjects.length, round, (index) => (mounted[index] = mount(subjects[index]!)));
    if (round <= plan.warmups) continue;
    mounted.forEach((form, index) => {
      runs[index]!.renders.push(form.render);
      runs[index]!.layouts.push(form.layout);
    });
  }
  subjects.forEach((subject, index) =>
    expectVisibility(mounted[index]!.container, subject, false, 'the first render'),
  );
  let text = '';
  for (let stroke = 0; stroke < plan.warmups + plan.keystrokes; stroke++) {
    text += 'abcdefghijklmnopqrstuvwxyz'[stroke % 26];
    inTurn(subjects.length, stroke, (index) => {
      const time = type(mounted[index]!.container, subjects[index]!, text);
      if (stroke >= plan.warmups) runs[index]!.keystrokes.push(time);
    });
  }
  for (let flip = 0; flip < plan.flips; flip++) {
    const value = flip % 2 === 0 ? HIDE : `${HIDE}x`;
    inTurn(subjects.length, flip, (index) => {
      runs[index]!.flips.push(type(mounted[index]!.container, subjects[index]!, value));
      expectVisibility(mounted[index]!.container, subjects[index]!, value === HIDE, `typing "${value}"`);
    });
  }
  mounted.forEach((form) => form.unmount());
  return runs;
}

(window as unknown as { benchRun: typeof run }).benchRun = run;
