/**
 * Mounts bench A's forms with React DOM in the JSDOM of ./dom.ts and times them. Import
 * it only after installDom(): react-dom reads the globals when it loads. The forms are
 * mounted side by side and take their turns in rotation, so a busy machine slows all alike.
 */
import Form from '@rjsf/core';
import { fireEvent } from '@testing-library/dom';
import { act, Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { FormModel } from '../../src/engine';
import { expectVisibility, HIDE } from './formFixture';
import { timed, type Subject } from './formSubjects';
import { probeMethods, type Probe } from './probes';
import { median } from './report';

export const WARMUP = 10;
export const MEASURED = 50;
export const MOUNTS = 7;
/** Typed into f0 one character at a time: "hide" hides the fields watching f0, "hidex" shows them again. */
const TEXT = `${HIDE}x${'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3)}`.slice(0, WARMUP + MEASURED);

/** One keystroke: the whole act(), and what was spent within it. */
export interface Sample {
  time: number;
  /** React's render phase (Profiler actualDuration). */
  render: number;
  /** In FormModel.states(For) and uiSchema (our engine's own per-keystroke work). */
  model: number;
  /** In rjsf Form.getStateFromProps (retrieveSchema, defaults, validation), and how often it ran. */
  derive: number;
  deriveCalls: number;
}

export interface Run {
  name: string;
  compileCold: number;
  compileWarm: number;
  /** Median over MOUNTS fresh mounts, after a first one that is not counted. */
  firstRender: number;
  /** The keystrokes after the warm-ups. */
  keystrokes: Sample[];
  /** The two keystrokes that hide and then show again the fields watching f0. */
  flips: number[];
}

function mount(subject: Subject, model: Probe, derive: Probe) {
  let renderPhase = 0;
  const onRender = (_id: string, _phase: string, actual: number) => void (renderPhase += actual);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const firstRender = timed(() =>
    act(() =>
      root.render(
        <Profiler id={subject.name} onRender={onRender}>
          {subject.element}
        </Profiler>,
      ),
    ),
  );
  expectVisibility(container, subject, false, 'the first render');
  return {
    firstRender,
    unmount() {
      if (!container.isConnected) return;
      act(() => root.unmount());
      container.remove();
    },
    /** Types value (f0's value plus one character), checks the re-render and returns what it took. */
    keystroke(value: string): Sample {
      const input = container.querySelector<HTMLInputElement>(`#${subject.prefix}_f0`);
      if (!input) throw new Error(`${subject.name}: no input for f0`);
      renderPhase = 0;
      const [modelBefore, deriveBefore, callsBefore] = [model.spent(), derive.spent(), derive.calls()];
      const time = timed(() => act(() => void fireEvent.change(input, { target: { value } })));
      const sample = {
        time,
        render: renderPhase,
        model: model.spent() - modelBefore,
        derive: derive.spent() - deriveBefore,
        deriveCalls: derive.calls() - callsBefore,
      };
      if (input.value !== value)
        throw new Error(`${subject.name}: keystroke "${value}" did not re-render f0`);
      if (value === HIDE) expectVisibility(container, subject, true, `typing "${value}"`);
      if (value === `${HIDE}x`) expectVisibility(container, subject, false, `typing "${value}"`);
      return sample;
    },
  };
}

/** Mounts every subject, then types TEXT into each in rotation, starting with a different one each keystroke. */
export function runAll(subjects: readonly Subject[]): Run[] {
  const model = probeMethods(FormModel.prototype, ['states', 'statesFor', 'uiSchema']);
  const derive = probeMethods(Form.prototype, ['getStateFromProps']);
  const runs = subjects.map(() => ({
    renders: [] as number[],
    keystrokes: [] as Sample[],
    flips: [] as number[],
  }));
  let mounted = subjects.map((subject) => mount(subject, model, derive));
  try {
    for (let round = 1; round <= MOUNTS; round++) {
      mounted.forEach((form) => form.unmount());
      mounted = subjects.map((subject) => mount(subject, model, derive));
      mounted.forEach((form, index) => runs[index]!.renders.push(form.firstRender));
    }
    for (let length = 1; length <= TEXT.length; length++) {
      const value = TEXT.slice(0, length);
      for (let turn = 0; turn < subjects.length; turn++) {
        const index = (turn + length) % subjects.length;
        const sample = mounted[index]!.keystroke(value);
        if (value === HIDE || value === `${HIDE}x`) runs[index]!.flips.push(sample.time);
        if (length > WARMUP) runs[index]!.keystrokes.push(sample);
      }
    }
  } finally {
    mounted.forEach((form) => form.unmount());
    model.restore();
    derive.restore();
  }
  return subjects.map((subject, index) => ({
    name: subject.name,
    compileCold: subject.compileCold,
    compileWarm: subject.compileWarm,
    firstRender: median(runs[index]!.renders),
    keystrokes: runs[index]!.keystrokes,
    flips: runs[index]!.flips,
  }));
}
