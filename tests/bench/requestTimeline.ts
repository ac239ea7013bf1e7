/**
 * The login load's requests in time, and whether the boot waterfalls: whether the settings
 * (/api/setup/ApplicationOptions) and the login screen's chunk (assets/login-….js) are requested
 * together or one only after the other has arrived, and whether the boot's stages (src/main.tsx:
 * assets/react-, engine- and portal-….js) are requested with the entry or only once it has run.
 * Pure, from the resource timing the page recorded (./pageMetrics.ts).
 */
import type { Resource } from './pageMetrics';

const ENTRY = /^\/assets\/index-[^/]+\.js$/;
const OPTIONS = '/api/setup/ApplicationOptions';
const LOGIN_CHUNK = /^\/assets\/login-[^/]+\.js$/;
const STAGES = ['react', 'engine', 'portal'];
const STAGE = new RegExp(`^/assets/(${STAGES.join('|')})-[^/]+\\.js$`);

/** What a request fetched, in a word: document, script, style, api, or resource timing's initiator. */
export function kindOf(resource: Resource): string {
  const path = resource.path.split('?')[0]!;
  if (resource.initiator === 'navigation') return 'document';
  if (path.endsWith('.js')) return 'script';
  if (path.endsWith('.css')) return 'style';
  if (path.startsWith('/api/')) return 'api';
  return resource.initiator;
}

export interface BootOrder {
  /** When the entry script (assets/index-….js) had arrived, in ms from navigation start. */
  entryEnd: number;
  /** When the settings were requested, in ms after the entry script arrived (negative: before). */
  optionsStart: number;
  /** When the login chunk was requested, in ms after the entry script arrived. */
  loginStart: number;
  /** When the last of the boot's stages was requested, in ms after the entry script arrived. */
  stagesStart: number;
  /** One of the two was requested only once the other had arrived, or a stage once the entry had. */
  waterfall: boolean;
}

function find(resources: readonly Resource[], matches: (path: string) => boolean, what: string): Resource {
  const found = resources.find((resource) => matches(resource.path.split('?')[0]!));
  if (!found) throw new Error(`the login load requested no ${what}`);
  return found;
}

export function bootOrder(resources: readonly Resource[]): BootOrder {
  const entry = find(resources, (path) => ENTRY.test(path), 'entry script (assets/index-….js)');
  const options = find(resources, (path) => path === OPTIONS, OPTIONS);
  const login = find(resources, (path) => LOGIN_CHUNK.test(path), 'login chunk (assets/login-….js)');
  const stages = resources.filter((resource) => STAGE.test(resource.path.split('?')[0]!));
  if (stages.length !== STAGES.length)
    throw new Error(
      `the login load requested ${stages.length} of the boot's ${STAGES.length} stages (assets/react-, engine-, portal-….js)`,
    );
  const stagesStart = Math.max(...stages.map((stage) => stage.start)) - entry.end;
  return {
    entryEnd: entry.end,
    optionsStart: options.start - entry.end,
    loginStart: login.start - entry.end,
    stagesStart,
    waterfall: login.start >= options.end || options.start >= login.end || stagesStart >= 0,
  };
}

/** One line per request, in the order they started: start, end, kind, path. */
export function timelineLines(resources: readonly Resource[]): string[] {
  const pad = (value: number) => value.toFixed(0).padStart(6);
  return [...resources]
    .sort((a, b) => a.start - b.start)
    .map(
      (resource) =>
        `${pad(resource.start)} ..${pad(resource.end)} ms  ${kindOf(resource).padEnd(8)} ${resource.path}`,
    );
}

/** The verdict in words, for the notes. */
export function bootOrderLine(order: BootOrder): string {
  const when = (value: number) =>
    value >= 0 ? `${value.toFixed(0)} ms after it` : `${(-value).toFixed(0)} ms before it`;
  return (
    `waterfall: ${order.waterfall ? 'yes' : 'no'} (entry script arrived at ${order.entryEnd.toFixed(0)} ms; ` +
    `ApplicationOptions requested ${when(order.optionsStart)}, the login chunk ${when(order.loginStart)}, ` +
    `the last of the boot's stages ${when(order.stagesStart)})`
  );
}
