import type { Formatter } from '../types.ts';

/** Escaping of a workflow command's message, as GitHub's @actions/core does it. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value also may not hold the separators of the property list. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions workflow commands, one per message, so a CI run annotates the changed
 * definition at the place of each finding:
 * `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule id>::<message>`.
 */
export const github: Formatter = (results) =>
  results
    .flatMap((result) =>
      result.messages.map((entry) => {
        const properties = [
          ['file', result.filePath.replace(/\\/g, '/')],
          ['line', entry.line],
          ['col', entry.column],
          ['endLine', entry.endLine],
          ['endColumn', entry.endColumn],
          ['title', entry.ruleId],
        ] as const;
        const list = properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(',');
        return `::${entry.severity} ${list}::${escapeData(entry.message)}\n`;
      }),
    )
    .join('');
