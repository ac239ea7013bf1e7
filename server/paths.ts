import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMAS = join(ROOT, 'schemas');
export const DIST = join(ROOT, 'dist');
