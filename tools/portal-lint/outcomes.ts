/**
 * Outcomes of portal-lint's costly pure checks (a schema compiled by ajv in strict mode), kept
 * between runs: in memory for the process, and in a file when one is named. The command
 * (bin.js) names a file in the compiled build's own folder, which is made anew whenever a
 * source of portal-lint changes; every key holds the versions of the packages that do the
 * work and everything else the outcome depends on. So a kept outcome is always the one the
 * check would compute again, and the project's second run skips compiling every schema
 * (issue 33: most of a run's time).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

function versionOf(name: string): string {
  try {
    const read = JSON.parse(readFileSync(resolve(`${name}/package.json`), 'utf8')) as { version?: unknown };
    return `${name}@${String(read.version)}`;
  } catch {
    return `${name}@?`;
  }
}

/** The packages whose code decides the outcomes kept here. */
const PACKAGES = ['ajv', 'ajv-formats'].map(versionOf).join(' ');

export class OutcomeStore {
  private readonly kept = new Map<string, { value?: unknown }>();
  private changed = false;

  /** A store that starts from `file` (when it is readable) and saves to it. */
  constructor(private readonly file?: string) {
    if (!file) return;
    try {
      const read = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      if (typeof read === 'object' && read !== null && !Array.isArray(read))
        for (const [key, entry] of Object.entries(read))
          if (typeof entry === 'object' && entry !== null) this.kept.set(key, entry as { value?: unknown });
    } catch {
      // no file yet, or an unreadable one: every outcome is computed
    }
  }

  /**
   * The outcome of `check` on `input` (everything it depends on, as text), computed once.
   * Outcomes are JSON values (undefined allowed); each caller gets its own copy.
   */
  outcome<T>(check: string, input: string, compute: () => T): T {
    const key = createHash('sha256').update(`${PACKAGES}\u0000${check}\u0000${input}`).digest('base64url');
    let entry = this.kept.get(key);
    if (!entry) {
      entry = { value: compute() };
      this.kept.set(key, entry);
      this.changed = true;
    }
    return structuredClone(entry.value) as T;
  }

  /** Writes the outcomes to the file when there are new ones (aside, then renamed: a reader never sees half). */
  save(): void {
    if (!this.file || !this.changed) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.kept)));
      renameSync(temporary, this.file);
      this.changed = false;
    } catch {
      // a store that cannot be written only makes the next run slower
    }
  }
}

/** The store the rules use: in memory, until the command names its file. */
let store = new OutcomeStore();

/** The outcome of `check` on `input` in the store the rules use (OutcomeStore.outcome). */
export function outcome<T>(check: string, input: string, compute: () => T): T {
  return store.outcome(check, input, compute);
}

/** Keeps outcomes in `file` from now on, starting from what it holds. */
export function keepOutcomesIn(file: string): void {
  store = new OutcomeStore(file);
}

/** Saves the store the rules use, when it has a file and new outcomes. */
export function saveOutcomes(): void {
  store.save();
}
