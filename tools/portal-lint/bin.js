#!/usr/bin/env node
// The portal-lint command: runs the CLI compiled to JavaScript (compiled.js makes the bundle
// again first when a source changed), so it starts without loading TypeScript. The outcomes of
// its costly checks are kept in the build's own folder (outcomes.ts), made anew with the build.
import { fileURLToPath } from 'node:url';
import { compiledCli } from './compiled.js';

const entry = await compiledCli();
const { main, keepOutcomesIn, saveOutcomes } = await import(entry);
keepOutcomesIn(fileURLToPath(new URL('outcomes.json', entry)));
process.exitCode = main(process.argv.slice(2));
saveOutcomes();
