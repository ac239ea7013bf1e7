/**
 * axe over the rendered page, as every component test runs it: WCAG 2.1 A and AA, plus
 * best practice for a whole page (a fragment, such as one widget or a screen without its
 * shell, has no landmarks to be in). Colour contrast is left to the browser tests (jsdom
 * computes no colours). Each violation reads "rule id: the offending HTML".
 */
import axe from 'axe-core';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function violations(scope: 'page' | 'fragment' = 'page'): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: scope === 'page' ? [...WCAG, 'best-practice'] : WCAG },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
