#!/usr/bin/env node
// The portal-lint command: loads the TypeScript sources through tsx, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./cli.ts');
process.exitCode = main(process.argv.slice(2));
