import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLatestCheck, SERVER_CHECK_PAUSE_MS } from '../../../../src/domain/passwords';

/** A clock the test moves by hand, injected as setTimer / clearTimer. */
function manualClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimer(fn: () => void, ms: number): unknown {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimer(handle: unknown): void {
      timers.delete(handle as number);
    },
    advance(ms: number): void {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

type Step =
  | ['schedule', string]
  | ['advance', number]
  | ['resolve', string]
  | ['reject', string]
  | ['throwNext']
  | ['cancel'];

interface Outcome {
  runs: string[];
  results: string[];
  errors: string[];
  aborted: string[];
}

async function play(steps: Step[], pauseMs?: number): Promise<Outcome> {
  const clock = manualClock();
  const outcome: Outcome = { runs: [], results: [], errors: [], aborted: [] };
  const calls = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  let throwNext = false;
  const check = createLatestCheck<string>({
    pauseMs,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    run: (input, signal) => {
      outcome.runs.push(input);
      signal.addEventListener('abort', () => outcome.aborted.push(input));
      if (throwNext) {
        throwNext = false;
        throw new Error('offline');
      }
      return new Promise<string>((resolve, reject) => calls.set(input, { resolve, reject }));
    },
    onResult: (input, result) => outcome.results.push(`${input}=${result}`),
    onError: (input, error) => outcome.errors.push(`${input}:${(error as Error).message}`),
  });
  for (const step of steps) {
    if (step[0] === 'schedule') check.schedule(step[1]);
    else if (step[0] === 'advance') clock.advance(step[1]);
    else if (step[0] === 'resolve') calls.get(step[1])!.resolve('ok');
    else if (step[0] === 'reject') calls.get(step[1])!.reject(new Error('failed'));
    else if (step[0] === 'throwNext') throwNext = true;
    else check.cancel();
    await settle();
  }
  return outcome;
}

const none: Outcome = { runs: [], results: [], errors: [], aborted: [] };

describe('createLatestCheck (spec 01 §5 server-side checks "after a 500 ms pause", §9)', () => {
  it('uses the spec pause by default', () => {
    expect(SERVER_CHECK_PAUSE_MS).toBe(500);
  });

  it.each<[string, Step[], Outcome]>([
    [
      '§9 no call before 500 ms',
      [
        ['schedule', 'a'],
        ['advance', 499],
      ],
      none,
    ],
    [
      '§9 one call after 500 ms',
      [
        ['schedule', 'a'],
        ['advance', 500],
      ],
      { ...none, runs: ['a'] },
    ],
    [
      '§9 one call, one answer',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['resolve', 'a'],
        ['advance', 5000],
      ],
      { ...none, runs: ['a'], results: ['a=ok'] },
    ],
    [
      '§5 typing restarts the pause: only the last input is checked',
      [
        ['schedule', 'a'],
        ['advance', 300],
        ['schedule', 'ab'],
        ['advance', 300],
        ['schedule', 'abc'],
        ['advance', 499],
      ],
      none,
    ],
    [
      '§5 typing restarts the pause: then it runs once',
      [
        ['schedule', 'a'],
        ['advance', 300],
        ['schedule', 'ab'],
        ['advance', 500],
      ],
      { ...none, runs: ['ab'] },
    ],
    [
      '§5 a newer input aborts the call in flight',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['schedule', 'ab'],
      ],
      { ...none, runs: ['a'], aborted: ['a'] },
    ],
    [
      '§5 a stale answer arriving last is dropped',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['schedule', 'ab'],
        ['advance', 500],
        ['resolve', 'ab'],
        ['resolve', 'a'],
      ],
      { ...none, runs: ['a', 'ab'], results: ['ab=ok'], aborted: ['a'] },
    ],
    [
      '§5 a stale answer arriving first is dropped',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['schedule', 'ab'],
        ['resolve', 'a'],
        ['advance', 500],
        ['resolve', 'ab'],
      ],
      { ...none, runs: ['a', 'ab'], results: ['ab=ok'], aborted: ['a'] },
    ],
    [
      '§5 a stale failure is dropped',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['schedule', 'ab'],
        ['reject', 'a'],
        ['advance', 500],
        ['resolve', 'ab'],
      ],
      { ...none, runs: ['a', 'ab'], results: ['ab=ok'], aborted: ['a'] },
    ],
    [
      '§5 the latest failure is reported',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['reject', 'a'],
      ],
      { ...none, runs: ['a'], errors: ['a:failed'] },
    ],
    [
      '§5 a call that throws at once is reported as a failure',
      [['throwNext'], ['schedule', 'a'], ['advance', 500]],
      { ...none, runs: ['a'], errors: ['a:offline'] },
    ],
    [
      'cancel() before the pause ends: no call',
      [['schedule', 'a'], ['advance', 499], ['cancel'], ['advance', 5000]],
      none,
    ],
    [
      'cancel() during the call: aborted and its answer dropped',
      [['schedule', 'a'], ['advance', 500], ['cancel'], ['resolve', 'a']],
      { ...none, runs: ['a'], aborted: ['a'] },
    ],
    [
      'schedule after cancel() works again',
      [['schedule', 'a'], ['cancel'], ['schedule', 'b'], ['advance', 500], ['resolve', 'b']],
      { ...none, runs: ['b'], results: ['b=ok'] },
    ],
    [
      '§5 the same input again is checked again (latest only)',
      [
        ['schedule', 'a'],
        ['advance', 500],
        ['resolve', 'a'],
        ['schedule', 'a'],
        ['advance', 500],
      ],
      { ...none, runs: ['a', 'a'], results: ['a=ok'] },
    ],
  ])('%s', async (_rule, steps, expected) => {
    expect(await play(steps)).toEqual(expected);
  });

  it.each<[string, number, Step[], string[]]>([
    [
      'a shorter pause: nothing before',
      100,
      [
        ['schedule', 'a'],
        ['advance', 99],
      ],
      [],
    ],
    [
      'a shorter pause: a call at the pause',
      100,
      [
        ['schedule', 'a'],
        ['advance', 100],
      ],
      ['a'],
    ],
  ])('pauseMs: %s', async (_case, pauseMs, steps, runs) => {
    expect((await play(steps, pauseMs)).runs).toEqual(runs);
  });
});

describe('createLatestCheck with the global timers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§9 waits 500 ms of quiet, then reports only the latest answer', async () => {
    vi.useFakeTimers();
    const run = vi.fn((input: string) => Promise.resolve(input.length));
    const onResult = vi.fn();
    const check = createLatestCheck({ run, onResult });
    check.schedule('abc');
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    check.schedule('abcd');
    await vi.advanceTimersByTimeAsync(499);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]![0]).toBe('abcd');
    expect(onResult).toHaveBeenCalledExactlyOnceWith('abcd', 4);
  });

  it('cancel() clears the global timer', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve(true));
    const check = createLatestCheck({ run, onResult: () => {} });
    check.schedule('abc');
    check.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
