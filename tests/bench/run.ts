/**
 * `npm run bench`: runs each bench in turn and prints its figures against its targets.
 * Timings never fail the run; only a bench that crashes sets a failing exit code.
 * `npx tsx --import ./tests/bench/ignoreCss.mjs tests/bench/run.ts D` runs only the benches whose letters are given (A, D, F, G and L need no build of the portal).
 */
import { cpus, loadavg } from 'node:os';
import { browserSpeed } from './browserSpeed';
import { formBrowser } from './formBrowser';
import { formKeystroke } from './formKeystroke';
import { historySort } from './historySort';
import { lintSpeed } from './lintSpeed';
import { loanBundle } from './loanBundle';
import { loginBundle } from './loginBundle';
import { paymentBundle } from './paymentBundle';
import { paymentKeystroke } from './paymentKeystroke';
import { printFailure, printResult, type Bench } from './report';
import { profileBundle } from './profileBundle';
import { signInLoad } from './signInLoad';
import { studioBundle } from './studioBundle';

const benches: Bench[] = [
  { name: 'A. Form engine vs plain rjsf', run: formKeystroke },
  { name: 'B. Login route bundle', run: loginBundle },
  { name: 'C. portal-lint speed', run: lintSpeed },
  { name: 'D. Sign-in load on the reference server', run: signInLoad },
  { name: 'E. Payment route bundle', run: paymentBundle },
  { name: 'F. Payment amount keystroke', run: paymentKeystroke },
  { name: 'G. Account history sorting', run: historySort },
  { name: 'H. Loan details route bundle', run: loanBundle },
  { name: 'I. Profile route bundle', run: profileBundle },
  { name: 'J. Admin studio bundle', run: studioBundle },
  { name: 'K. Speed in Chromium', run: browserSpeed },
  { name: 'L. Form engine vs plain rjsf in Chromium', run: formBrowser },
];

const only = process.argv.slice(2).map((letter) => letter.toUpperCase());
const chosen = only.length === 0 ? benches : benches.filter((bench) => only.includes(bench.name.charAt(0)));

const load = loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(
  `# npm run bench: node ${process.version}, ${cpus().length} CPUs, load average ${load} (timings never fail the run)`,
);

for (const bench of chosen) {
  try {
    printResult(await bench.run());
  } catch (error) {
    printFailure(bench.name, error);
    process.exitCode = 1;
  }
}
