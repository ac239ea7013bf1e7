/**
 * What tools/lighthouse/run.js prints of a Lighthouse result (its `lhr`): the four scores, the
 * metrics behind the performance score, and each audit that the page does not pass.
 */

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/** `performance 96, accessibility 100, …; FCP 1.6 s, LCP 2.3 s, …` */
export function scoreLine(lhr) {
  const scores = Object.values(lhr.categories).map(
    (category) => `${category.id} ${Math.round((category.score ?? 0) * 100)}`,
  );
  const metrics = METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`);
  return `${scores.join(', ')}; ${metrics.join(', ')}`;
}

/** Each audit of the four categories that scores below 1 (with its weight in its category). */
export function flaggedAudits(lhr) {
  return Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
      .filter(({ audit }) => audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map(
        ({ ref, audit }) =>
          `${category.id} · ${ref.id}: ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}, weight ${ref.weight}`,
      ),
  );
}
