/** What a bench returns, and the one table every bench is printed in. */

export interface Figure {
  label: string;
  value: string;
  /** The target, in words ("<= 200.0 KB", ">= 5x"); absent for a figure that is only informative. */
  target?: string;
  /** A ratio (against the target where there is one) or a share, in words ("7.3x", "88% of budget"). */
  ratio?: string;
  /** Whether the target is met; absent when there is none. */
  met?: boolean;
}

export interface BenchResult {
  title: string;
  figures: Figure[];
  /** Lines printed under the table: details, breakdowns, caveats. */
  notes?: string[];
}

export interface Bench {
  name: string;
  run: () => Promise<BenchResult>;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** Linear-interpolated quantile (0..1) of the values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

/** Ours against a baseline: "ours / baseline" in ms, the ratio baseline / ours, and a target ratio if any. */
export function ratioFigure(label: string, ours: number, baseline: number, target?: number): Figure {
  const ratio = baseline / ours;
  return {
    label,
    value: `${ms(ours)} / ${ms(baseline)}`,
    target: target === undefined ? undefined : `>= ${target}x`,
    ratio: `${ratio.toFixed(1)}x`,
    met: target === undefined ? undefined : ratio >= target,
  };
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function status(figure: Figure): string {
  if (figure.met === undefined) return '';
  return figure.met ? 'ok' : 'MISSED';
}

export function printResult(result: BenchResult): void {
  const header = ['Measure', 'Value', 'Target', 'Ratio', 'Status'];
  const rows = result.figures.map((f) => [f.label, f.value, f.target ?? '', f.ratio ?? '', status(f)]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  console.log(`\n## ${result.title}\n`);
  console.log(line(header));
  console.log(rule);
  for (const row of rows) console.log(line(row));
  for (const note of result.notes ?? []) console.log(`  ${note}`);
}

export function printFailure(name: string, error: unknown): void {
  console.log(
    `\n## ${name}\n\n  bench crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
}
