import { routeShape } from '../context.ts';
import { shownPath } from '../files.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { isRecord } from '../walk.ts';

const messages = {
  id: 'Screen id "{value}" is also used by {other}',
  route: 'Route "{value}" is also defined by {other}',
};

export const screensDuplicate: Rule = {
  id: 'screens/duplicate',
  description: 'Two screen definitions with the same id, or with routes the router cannot tell apart.',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    if (!isRecord(file.value)) return [];
    const self = shownPath(file.path);
    const other = (files: readonly string[] | undefined) => files?.find((path) => path !== self);
    const findings: Finding[] = [];
    const { id, route } = file.value;
    const sameId = typeof id === 'string' ? other(context.screensById.get(id)) : undefined;
    if (sameId)
      findings.push({ message: fill(messages.id, { value: id as string, other: sameId }), path: ['id'] });
    const sameRoute =
      typeof route === 'string' ? other(context.screensByRoute.get(routeShape(route))) : undefined;
    if (sameRoute)
      findings.push({
        message: fill(messages.route, { value: route as string, other: sameRoute }),
        path: ['route'],
      });
    return findings;
  },
};
