/**
 * Precompiled validators of the API's answers: for each schemas/api/<area>.json, its `$defs`
 * entries whose names end in Response, compiled by ajv's standalone code into an ES module
 * src/generated/api/<area>.js keyed by name. The client checks answers with them, so the
 * server and the portal share one contract, the browser compiles no code, and each API
 * module loads only its own area's validators.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { join } from 'node:path';
import { projectAjv } from '../../schemas/ajv.ts';
import { jsonFiles, readJson, SCHEMAS_DIR } from '../project.ts';
import { standaloneToEsm } from './standalone.ts';

export interface AreaValidators {
  area: string;
  code: string;
  names: string[];
}

/** The browser reads only the first error of an answer, so the validators stop at it. */
const STANDALONE = { allErrors: false, code: { source: true, lines: false } } as const;

export function apiValidatorModules(runtimeImport: string): AreaValidators[] {
  const modules: AreaValidators[] = [];
  for (const file of jsonFiles(join(SCHEMAS_DIR, 'api'))) {
    const schema = readJson(file) as { $id: string; $defs?: Record<string, unknown> };
    const names = Object.keys(schema.$defs ?? {}).filter((name) => name.endsWith('Response'));
    if (names.length === 0) continue;
    const exports = Object.fromEntries(names.map((name) => [name, `${schema.$id}#/$defs/${name}`]));
    const area = schema.$id.replace(/^api\//, '').replace(/\.json$/, '');
    modules.push({
      area,
      names,
      code: standaloneToEsm(standaloneCode(projectAjv(STANDALONE), exports), runtimeImport),
    });
  }
  return modules;
}
