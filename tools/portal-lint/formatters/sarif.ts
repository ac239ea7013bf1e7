/**
 * SARIF 2.1.0, the log format code-scanning services read (GitHub uploads it with
 * codeql-action/upload-sarif), laid out as Spectral's and ESLint's SARIF formatters do:
 * one run, the rules that produced results, and one result per message with its region.
 */
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../project.ts';
import { rules } from '../rules/index.ts';
import type { Formatter, Severity } from '../types.ts';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** SARIF wants an absolute address; the project publishes none yet, so the README where it is checked out. */
export const INFORMATION_URI = pathToFileURL(join(ROOT, 'README.md')).href;

const descriptions = new Map(rules.map((rule) => [rule.id, rule]));

/** A relative path becomes a relative URI (forward slashes, each segment encoded); an absolute one a file URI. */
export function artifactUri(filePath: string): string {
  if (isAbsolute(filePath)) return pathToFileURL(filePath).href;
  return filePath.split(/[\\/]/).map(encodeURIComponent).join('/');
}

export const sarif: Formatter = (results) => {
  const seen = new Map<string, Severity>();
  for (const result of results)
    for (const entry of result.messages) if (!seen.has(entry.ruleId)) seen.set(entry.ruleId, entry.severity);
  const ids = [...seen.keys()].sort();
  const index = new Map(ids.map((id, position) => [id, position]));
  const log = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'portal-lint',
            informationUri: INFORMATION_URI,
            rules: ids.map((id) => {
              const rule = descriptions.get(id);
              return {
                id,
                shortDescription: { text: rule?.description ?? id },
                defaultConfiguration: { level: rule?.severity ?? seen.get(id)! },
              };
            }),
          },
        },
        columnKind: 'utf16CodeUnits',
        results: results.flatMap((result) =>
          result.messages.map((entry) => ({
            ruleId: entry.ruleId,
            ruleIndex: index.get(entry.ruleId)!,
            level: entry.severity,
            message: { text: entry.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: artifactUri(result.filePath) },
                  region: {
                    startLine: entry.line,
                    startColumn: entry.column,
                    endLine: entry.endLine,
                    endColumn: entry.endColumn,
                  },
                },
              },
            ],
          })),
        ),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
