import { relative } from 'node:path';
import type { ScreenInfo } from '../context.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';

const messages = {
  id: 'Screen id "{value}" is also used by {other}',
  route: 'Route "{value}" is also defined by {other}',
};

function shown(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') ? path : fromHere;
}

/** Routes that the router cannot tell apart: parameter names do not matter. */
function routeShape(route: string): string {
  return route.replace(/\{[^}]+\}/g, '{}');
}

export const screensDuplicate: Rule = {
  id: 'screens/duplicate',
  description: 'Two screen definitions with the same id, or with routes the router cannot tell apart.',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    if (!isRecord(file.value)) return [];
    const findings: Finding[] = [];
    const others = context.screens.filter((screen: ScreenInfo) => shown(screen.file) !== shown(file.path));
    const { id, route } = file.value;
    const sameId = others.find((screen) => typeof id === 'string' && screen.id === id);
    if (sameId)
      findings.push({
        message: fill(messages.id, { value: String(id), other: shown(sameId.file) }),
        path: ['id'],
      });
    const sameRoute = others.find(
      (screen) =>
        typeof route === 'string' &&
        typeof screen.route === 'string' &&
        routeShape(screen.route) === routeShape(route),
    );
    if (sameRoute)
      findings.push({
        message: fill(messages.route, { value: String(route), other: shown(sameRoute.file) }),
        path: ['route'],
      });
    return findings;
  },
};
