#!/usr/bin/env node
// The portal-lint command: runs the CLI compiled to JavaScript (compiled.js makes the bundle
// again first when a source changed), so it starts without loading TypeScript.
import { compiledCli } from './compiled.js';

const { main } = await import(await compiledCli());
process.exitCode = main(process.argv.slice(2));
