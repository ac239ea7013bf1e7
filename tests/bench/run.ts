/**
 * `npm run bench`: runs each bench in turn and prints its figures against its targets.
 * Timings never fail the run; only a bench that crashes sets a failing exit code.
 */
import { cpus, loadavg } from 'node:os';
import { formKeystroke } from './formKeystroke';
import { lintSpeed } from './lintSpeed';
import { loginBundle } from './loginBundle';
import { printFailure, printResult, type Bench } from './report';

const benches: Bench[] = [
  { name: 'A. Form engine vs plain rjsf', run: formKeystroke },
  { name: 'B. Login route bundle', run: loginBundle },
  { name: 'C. portal-lint speed', run: lintSpeed },
];

const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `# npm run bench: node ${process.version}, ${cpus().length} CPUs, load average ${load} (timings never fail the run)`,
);

for (const bench of benches) {
  try {
    printResult(await bench.run());
  } catch (error) {
    printFailure(bench.name, error);
    process.exitCode = 1;
  }
}
