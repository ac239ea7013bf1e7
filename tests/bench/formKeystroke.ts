/**
 * Bench A: our form engine against plain rjsf on a generated form of 200 string fields
 * whose visibility depends on other fields, from compile to keystroke re-render.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FormBlock } from '../../src/engine';
import { installDom } from './dom';
import type { Run, Sample } from './formHarness';
import { baselineSchema, conditionCount, engineDefinition, FIELD_COUNT, hiddenByFirst } from './formFixture';
import { loadEngineScreen } from './formScreen';
import { median, ms, quantile, ratioFigure, type BenchResult, type Figure } from './report';

const TARGET = 5;

const of = (run: Run, pick: (sample: Sample) => number) => run.keystrokes.map(pick);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function share(label: string, ours: Run, baseline: Run, pick: (sample: Sample) => number): Figure {
  const [a, b] = [median(of(ours, pick)), median(of(baseline, pick))];
  const [ta, tb] = [median(of(ours, (s) => s.time)), median(of(baseline, (s) => s.time))];
  return { label, value: `${ms(a)} / ${ms(b)}`, ratio: `${pct(a / ta)} / ${pct(b / tb)}` };
}

const pct = (fraction: number) => `${(fraction * 100).toFixed(0)}%`;

export async function formKeystroke(): Promise<BenchResult> {
  installDom();
  // react-dom reads the DOM globals when it loads, so the harness comes in only now.
  const { runAll, MEASURED, MOUNTS, WARMUP } = await import('./formHarness');
  const { baselineSubject, engineSubject, floorSubject } = await import('./formSubjects');
  const loaded = await loadEngineScreen(engineDefinition());
  const form = loaded.definition.blocks[0] as FormBlock;
  const [ours, baseline, floor] = runAll([
    engineSubject(loaded),
    baselineSubject(baselineSchema()),
    floorSubject(form.schema as RJSFSchema),
  ]) as [Run, Run, Run];
  const floorKeystroke = median(of(floor, (sample) => sample.time));
  const time = (sample: Sample) => sample.time;
  const calls = (run: Run) => median(of(run, (sample) => sample.deriveCalls));
  return {
    title: `A. Form engine vs plain rjsf: ${FIELD_COUNT} string fields, ${conditionCount()} visibility conditions (ours / rjsf; ratio = rjsf / ours)`,
    figures: [
      ratioFigure('compile, cold (1st call)', ours.compileCold, baseline.compileCold),
      ratioFigure('compile, warm (median of 5)', ours.compileWarm, baseline.compileWarm),
      ratioFigure(`first render (median of ${MOUNTS} mounts)`, ours.firstRender, baseline.firstRender),
      ratioFigure('keystroke median', median(of(ours, time)), median(of(baseline, time)), TARGET),
      ratioFigure('keystroke p90', quantile(of(ours, time), 0.9), quantile(of(baseline, time), 0.9)),
      ratioFigure(
        `keystroke flipping ${hiddenByFirst().length} fields (mean of 2)`,
        mean(ours.flips),
        mean(baseline.flips),
      ),
      share('  in React render phase (ratio = share)', ours, baseline, (sample) => sample.render),
      share(
        `  in rjsf getStateFromProps, ${calls(ours)} / ${calls(baseline)} calls`,
        ours,
        baseline,
        (s) => s.derive,
      ),
      share('  in FormModel.statesFor + uiSchema', ours, baseline, (sample) => sample.model),
      {
        label: 'keystroke median, rjsf floor (ratio = rjsf/floor)',
        value: ms(floorKeystroke),
        ratio: `${(median(of(baseline, time)) / floorKeystroke).toFixed(1)}x`,
      },
    ],
    notes: [
      `${MEASURED} keystrokes into f0 after ${WARMUP} warm-ups, each timed around act(fireEvent.change); the forms are`,
      'mounted side by side and typed into in rotation, so machine load falls on all alike. Every keystroke re-rendered',
      `f0, and typing "hide" then "hidex" hid then showed the ${hiddenByFirst().length} fields watching f0 in ours and rjsf.`,
      'The "in ..." rows are medians of the time spent there per keystroke (ratio column: share of the keystroke median).',
      'compile: ours = compileScreen + first states/uiSchema; rjsf = createSchemaUtils(...).retrieveSchema(root, {}).',
      'first render: fresh mounts after one uncounted mount; rjsf reuses the ajv validators its compile built, ours',
      'the screen compiled once (src/engine/compile/compiled.ts). getStateFromProps runs partly in the render phase,',
      'partly in the commit.',
      'rjsf floor: plain rjsf on our static schema (200 fields, no conditions), formData held by a parent as FormBlock',
      'does; rjsf/floor is the keystroke ratio an engine would reach if all its own work were free while rendering',
      "through rjsf's Form and default fields with controlled formData.",
      "React's development build in JSDOM (act needs it), without its User Timing logging: slower than production.",
      'JSDOM makes elements slowly against the script around them, so here the DOM both forms create weighs most;',
      'bench L times the same forms in Chromium, where the targets for first render and the flip are read.',
    ],
  };
}
