/**
 * Bench E: the gzip size of the payment route's own JavaScript, what the browser loads for
 * myaccount/payment beyond what it had loaded by the dashboard: the files the built portal
 * requests in Chromium while demo.payments goes from the dashboard through the wizard
 * (./paymentRouteLoads.ts), so the lazy blocks and widgets count. Sizes are gzip -9 of the
 * files in dist/, as bench B measures the login route. An informative row adds the chunks
 * those files import statically that the dashboard had already brought (a visit straight to
 * the payment address would load them too).
 */
import { loginRouteFiles } from './loginBundle';
import { gzipSizes, readManifest, sizeLines, totalGzip, type Manifest } from './distSizes';
import { paymentRouteLoads } from './paymentRouteLoads';
import { kb, type BenchResult } from './report';

const BUDGET = 120 * 1024;

/** The JS files these files import statically, transitively, themselves included. */
function staticClosure(manifest: Manifest, files: readonly string[]): Set<string> {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const file of files) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate] === byFile.get(file));
    if (!key) throw new Error(`dist/.vite/manifest.json has no chunk for ${file}`);
    visit(key);
  }
  return new Set([...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')));
}

export async function paymentBundle(): Promise<BenchResult> {
  const manifest = readManifest();
  const loads = await paymentRouteLoads();
  const sizes = gzipSizes(loads.payment);
  const total = totalGzip(sizes);
  const login = new Set(loginRouteFiles(manifest));
  const shared = gzipSizes(
    [...staticClosure(manifest, loads.payment)].filter(
      (file) => loads.before.includes(file) && !login.has(file),
    ),
  );
  const direct = total + totalGzip(shared);
  return {
    title: 'E. JavaScript the payment route loads beyond the dashboard (gzip -9; Chromium, demo.payments)',
    figures: [
      {
        label: `payment route's own JS, ${sizes.length} files`,
        value: kb(total),
        target: `<= ${kb(BUDGET)}`,
        ratio: `${((total / BUDGET) * 100).toFixed(0)}% of budget`,
        met: total <= BUDGET,
      },
      {
        label: `+ ${shared.length} chunks it imports that the dashboard loaded`,
        value: kb(direct),
        ratio: `${((direct / BUDGET) * 100).toFixed(0)}% of budget`,
      },
    ],
    notes: [
      `requested after the dashboard showed, through: Make Payment, loan account, Card, ${loads.frequency},`,
      'an amount typed and left, the submit dialog opened and cancelled:',
      ...sizeLines(sizes),
      'imported by those files, already loaded by the dashboard (the second row adds them):',
      ...sizeLines(shared),
    ],
  };
}
