/** Timing of chosen methods while a bench runs, to see where its time goes. */

export interface Probe {
  /** Milliseconds spent in the wrapped methods so far (outermost calls only). */
  spent(): number;
  calls(): number;
  restore(): void;
}

/** Wraps methods of a prototype to accumulate their time and calls, until restored. */
export function probeMethods(prototype: object, names: readonly string[]): Probe {
  const target = prototype as Record<string, unknown>;
  const originals = names.map((name) => {
    const original = target[name];
    if (typeof original !== 'function') throw new Error(`probe: no method ${name}`);
    return [name, original as (...args: unknown[]) => unknown] as const;
  });
  let spent = 0;
  let calls = 0;
  let depth = 0;
  for (const [name, original] of originals) {
    target[name] = function (this: unknown, ...args: unknown[]): unknown {
      const start = performance.now();
      depth += 1;
      try {
        return original.apply(this, args);
      } finally {
        depth -= 1;
        if (depth === 0) {
          spent += performance.now() - start;
          calls += 1;
        }
      }
    };
  }
  return {
    spent: () => spent,
    calls: () => calls,
    restore: () => originals.forEach(([name, original]) => (target[name] = original)),
  };
}
