import type { Formatter } from '../types.ts';
import { stylish } from './stylish.ts';

/** The output formats of --format, by name. */
export const formatters: Readonly<Record<string, Formatter>> = { stylish };
