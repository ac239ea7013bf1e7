import type { Formatter } from '../types.ts';
import { github } from './github.ts';
import { json } from './json.ts';
import { sarif } from './sarif.ts';
import { stylish } from './stylish.ts';

/** The output formats of --format, by name; the first is the default. */
export const formatters: Readonly<Record<string, Formatter>> = { stylish, json, sarif, github };
