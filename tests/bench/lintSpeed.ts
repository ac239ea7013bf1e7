/**
 * Bench C: how long portal-lint takes. (a) The project as `npm run lint` runs it, timed
 * in-process around collectInputs + run (median of 5 after a warm-up) and as a fresh
 * `node tools/portal-lint/bin.js` (wall time, median of 3): target under 1 s. (b) 1,000
 * generated screen definitions (forms, conditions, links; unique ids and routes; keys
 * from the catalogue) in a temporary folder, the same two ways: target under 5 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Catalogue } from '../../src/engine/settings/catalogue.ts';
import { loadConfig } from '../../tools/portal-lint/config.ts';
import { buildContext } from '../../tools/portal-lint/context.ts';
import { collectInputs } from '../../tools/portal-lint/files.ts';
import { rules } from '../../tools/portal-lint/rules/index.ts';
import { run } from '../../tools/portal-lint/runner.ts';
import type { FileResult } from '../../tools/portal-lint/types.ts';
import { ROOT } from '../../tools/project.ts';
import { median, ms, type BenchResult, type Figure } from './report';

const GENERATED = 1000;
const BIN = join(ROOT, 'tools', 'portal-lint', 'bin.js');

interface Timing {
  inProcess: number;
  freshProcess: number;
  results: FileResult[];
  status: number;
}

function inProcess(paths: string[]): FileResult[] {
  return run(collectInputs(paths, []), { rules, config: loadConfig(rules) });
}

function time(paths: string[], inProcessRuns: number, processRuns: number): Timing {
  const results = inProcess(paths); // warm-up: module caches, JIT
  const runs = Array.from({ length: inProcessRuns }, () => {
    const start = performance.now();
    inProcess(paths);
    return performance.now() - start;
  });
  let status = 0;
  const walls = Array.from({ length: processRuns }, () => {
    const start = performance.now();
    const child = spawnSync(process.execPath, [BIN, ...paths], { cwd: ROOT, encoding: 'utf8' });
    const wall = performance.now() - start;
    if (child.status === null || child.status > 1)
      throw new Error(`portal-lint exited ${child.status}: ${child.stderr.trim()}`);
    status = child.status;
    return wall;
  });
  return { inProcess: median(runs), freshProcess: median(walls), results, status };
}

/** Keys of the catalogue of one kind, to cycle through. */
function keysOfKind(catalogue: Catalogue, kind: string): string[] {
  const keys = [...catalogue].filter(([, entry]) => entry.kind === kind).map(([key]) => key);
  if (keys.length === 0) throw new Error(`the catalogue has no ${kind} keys`);
  return keys;
}

/** The route of generated screen i: a third take a parameter, like an account page. */
function routeOf(index: number): string {
  return index % 3 === 0 ? `accounts/{accountId}/summary${index}` : `bench/area${index % 7}/screen${index}`;
}

/** A link target that opens screen i. */
function linkTo(index: number): string {
  return routeOf(index).replace('{accountId}', `10${index}`);
}

/** A realistic screen: heading, banners, a form with conditions and constraints, links. */
function definition(index: number, texts: string[], flags: string[], rich: string[]): unknown {
  const text = (offset: number) => texts[(index * 7 + offset) % texts.length]!;
  const flag = (offset: number) => flags[(index + offset) % flags.length]!;
  return {
    $schema: '../schemas/screen.schema.json',
    id: `bench-${index}`,
    route: routeOf(index),
    title: text(0),
    layout: index % 2 ? 'narrow' : 'wide',
    description: `Generated screen ${index} for the lint speed bench.`,
    blocks: [
      { type: 'heading', text: text(1) },
      {
        type: 'banner',
        id: 'session-expired',
        kind: 'warning',
        text: text(2),
        visibleWhen: { '==': [{ var: 'query.error' }, 'sessionExpired'] },
      },
      {
        type: 'text',
        text: text(3),
        params: { name: { var: 'session.personalName' } },
        visibleWhen: { var: 'session.loggedIn' },
      },
      {
        type: 'form',
        id: `details-${index}`,
        action: 'signIn',
        hiddenWhen: { or: [{ var: 'data.offline' }, { '==': [{ var: 'query.error' }, 'down'] }] },
        schema: {
          type: 'object',
          required: ['username', 'password', 'confirm'],
          properties: {
            username: { type: 'string', maxLength: 64 + index },
            password: { type: 'string' },
            confirm: { type: 'string' },
            notes: { type: 'string', maxLength: 500 + index }, // every schema differs: no compile is cached
            remember: { type: 'boolean' },
            contact: { type: 'string', enum: ['email', 'phone'] },
          },
        },
        fields: {
          username: {
            label: text(4),
            placeholder: text(5),
            autocomplete: 'username',
            constraints: { minLength: { option: ['UserNameMinimumLength', 8] } },
            messages: { required: text(6), minLength: text(7) },
          },
          password: {
            label: text(8),
            widget: 'password',
            autocomplete: 'new-password',
            constraints: { minLength: { option: ['PasswordMinimumLength', 8] } },
            messages: { required: text(9) },
          },
          confirm: {
            label: text(10),
            widget: 'password',
            autocomplete: 'new-password',
            constraints: { sameAs: 'password' },
            messages: { required: text(11), sameAs: text(12) },
          },
          notes: {
            label: text(13),
            help: text(14),
            widget: 'textarea',
            visibleWhen: { '!': { var: 'device.compact' } },
          },
          remember: { label: text(15), widget: 'checkbox', hiddenWhen: { flag: flag(0) } },
          contact: {
            label: text(16),
            widget: 'select',
            choices: { email: text(17), phone: text(18) },
            enabledWhen: { rule: 'isSignedOut' },
          },
        },
        submit: text(19),
      },
      {
        type: 'section',
        id: 'links',
        heading: text(20),
        blocks: [
          { type: 'link', to: linkTo((index + 1) % GENERATED), text: text(21) },
          {
            type: 'link',
            to: linkTo((index + 17) % GENERATED),
            text: text(22),
            hiddenWhen: { flag: flag(1) },
          },
          { type: 'link', to: 'home/login', text: text(23), visibleWhen: { var: 'device.mobileApp' } },
        ],
      },
      { type: 'richText', id: 'notice', text: rich[index % rich.length]!, hiddenWhen: { flag: flag(2) } },
    ],
  };
}

/** Writes the generated definitions into dir (exported for profiling the lint by hand). */
export function generate(dir: string): void {
  const { catalogue } = buildContext([]);
  const texts = keysOfKind(catalogue, 'text');
  const flags = keysOfKind(catalogue, 'flag');
  const rich = keysOfKind(catalogue, 'richText');
  for (let index = 0; index < GENERATED; index++) {
    const file = join(dir, `bench-${String(index).padStart(4, '0')}.json`);
    writeFileSync(file, `${JSON.stringify(definition(index, texts, flags, rich), null, 2)}\n`);
  }
}

function counts(results: readonly FileResult[]): string {
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  const byRule = new Map<string, number>();
  for (const result of results)
    for (const entry of result.messages) byRule.set(entry.ruleId, (byRule.get(entry.ruleId) ?? 0) + 1);
  const rulesSeen = [...byRule].map(([id, count]) => `${id} ${count}`).join(', ');
  return `${results.length} files, ${errors} errors, ${warnings} warnings${rulesSeen ? ` (${rulesSeen})` : ''}`;
}

function figures(what: string, timing: Timing, target: number): Figure[] {
  const figure = (how: string, value: number): Figure => ({
    label: `${what}, ${how}`,
    value: ms(value),
    target: `< ${ms(target)}`,
    ratio: `${((value / target) * 100).toFixed(0)}% of target`,
    met: value < target,
  });
  return [
    figure('in-process (median of 5)', timing.inProcess),
    figure('fresh process (median of 3)', timing.freshProcess),
  ];
}

export async function lintSpeed(): Promise<BenchResult> {
  const project = time([], 5, 3);
  const dir = mkdtempSync(join(tmpdir(), 'portal-lint-bench-'));
  try {
    const screens = join(dir, 'screen-definitions');
    mkdirSync(screens);
    generate(screens);
    const generated = time([screens], 5, 3);
    const perFile = generated.inProcess / GENERATED;
    return {
      title: 'C. portal-lint speed (wall time)',
      figures: [
        ...figures('project', project, 1000),
        ...figures(`${GENERATED} generated screens`, generated, 5000),
        { label: 'generated, in-process per file', value: ms(perFile) },
      ],
      notes: [
        `project: ${counts(project.results)}; exit status ${project.status}`,
        `generated: ${counts(generated.results)}; exit status ${generated.status}`,
        `process start-up and what a run makes once (the compiled CLI loaded, the project's ajv and validators): about ${ms(project.freshProcess - project.inProcess)} (project, fresh minus in-process)`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
