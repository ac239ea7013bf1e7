// @vitest-environment node
/**
 * Bench K's pure figures (tests/bench): the median, total blocking time cut to its window, the
 * LCP candidate before a cutoff, the bytes by kind, a route's own JS files, and the boot's
 * waterfall verdict from the login load's requests.
 */
import { describe, expect, it } from 'vitest';
import { blockingTime, jsFilesOf, lcpBefore, ownJsFiles, transferOf } from '../../bench/loadFigures';
import type { LcpEntry, LongTask, Resource } from '../../bench/pageMetrics';
import { median } from '../../bench/report';
import { bootOrder, bootOrderLine, kindOf } from '../../bench/requestTimeline';

const task = (startTime: number, duration: number): LongTask => ({ startTime, duration });

const request = (
  path: string,
  start: number,
  end: number,
  initiator = 'script',
  transferred = 100,
): Resource => ({
  path,
  initiator,
  start,
  end,
  transferred,
});

describe('median', () => {
  it.each<[values: number[], expected: number]>([
    [[5], 5],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[9, 1, 1, 1, 9], 1],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  it('of nothing is NaN', () => {
    expect(median([])).toBeNaN();
  });
});

describe('blockingTime', () => {
  it.each<[name: string, tasks: LongTask[], from: number, to: number, expected: number]>([
    ['no tasks', [], 0, 1000, 0],
    ['a task of exactly 50 ms blocks nothing', [task(100, 50)], 0, 1000, 0],
    ['what each task lasts beyond 50 ms, summed', [task(100, 120), task(400, 80)], 0, 1000, 70 + 30],
    ['a task before the window is left out', [task(100, 300)], 500, 1000, 0],
    ['a task across the window start counts its part inside', [task(400, 200)], 500, 1000, 50],
    ['a task across the window end counts its part inside', [task(900, 300)], 0, 1000, 50],
    ['an empty window (usable before FCP) blocks nothing', [task(100, 300)], 600, 500, 0],
  ])('%s', (_name, tasks, from, to, expected) => {
    expect(blockingTime(tasks, from, to)).toBe(expected);
  });
});

describe('lcpBefore', () => {
  const heading: LcpEntry = { startTime: 800, element: 'h1 "Loan Details"' };
  const logo: LcpEntry = { startTime: 900, element: 'img ""' };
  const late: LcpEntry = { startTime: 2500, element: 'img "backdrop"' };

  it.each<[name: string, entries: LcpEntry[], cutoff: number, expected: LcpEntry | undefined]>([
    ['no candidate', [], 1000, undefined],
    ['the last candidate at or before the cutoff', [heading, logo, late], 1000, logo],
    ['a candidate exactly at the cutoff counts', [heading, logo], 900, logo],
    ['none before the cutoff', [late], 1000, undefined],
    ['in whatever order they were recorded', [logo, heading], 1000, logo],
  ])('%s', (_name, entries, cutoff, expected) => {
    expect(lcpBefore(entries, cutoff)).toEqual(expected);
  });
});

describe('transferOf and jsFilesOf', () => {
  const resources = [
    request('/', 0, 100, 'navigation', 1400),
    request('/assets/index-abc.js', 100, 900, 'script', 400_000),
    request('/assets/login-def.js?v=1', 1000, 1200, 'script', 20_000),
    request('/assets/index-ghi.css', 100, 300, 'link', 7000),
    request('/api/setup/ApplicationOptions', 950, 1100, 'fetch', 80_000),
    request('/demo-content/logo.svg', 1300, 1400, 'img', 900),
  ];

  it('sums JS and CSS by extension and counts every request, the page too', () => {
    expect(transferOf(resources)).toEqual({ jsBytes: 420_000, cssBytes: 7000, requests: 6 });
  });

  it('names the JS files as dist/ does', () => {
    expect(jsFilesOf(resources)).toEqual(['assets/index-abc.js', 'assets/login-def.js']);
  });

  it.each<[resource: Resource, kind: string]>([
    [resources[0]!, 'document'],
    [resources[1]!, 'script'],
    [resources[3]!, 'style'],
    [resources[4]!, 'api'],
    [resources[5]!, 'img'],
  ])('kindOf %o is %s', (resource, kind) => {
    expect(kindOf(resource)).toBe(kind);
  });
});

describe('ownJsFiles', () => {
  const login = ['assets/index-A.js', 'assets/login-B.js'];
  // The dashboard's load, its login page before Verify included: the signed-in frame.
  const dashboard = ['assets/index-A.js', 'assets/login-B.js', 'assets/frame-C.js', 'assets/dashboard-D.js'];

  it('leaves out what the login route and the dashboard loaded, once each, sorted', () => {
    const profileLoads = [
      ['assets/index-A.js', 'assets/frame-C.js', 'assets/profile-F.js', 'assets/uploader-E.js'],
      ['assets/index-A.js', 'assets/frame-C.js', 'assets/profile-F.js'],
    ];
    expect(ownJsFiles(profileLoads.flat(), [...login, ...dashboard])).toEqual([
      'assets/profile-F.js',
      'assets/uploader-E.js',
    ]);
  });

  it('is empty for a route that loads nothing beyond them', () => {
    expect(ownJsFiles(['assets/index-A.js', 'assets/frame-C.js'], [...login, ...dashboard])).toEqual([]);
  });
});

describe('bootOrder', () => {
  const entry = request('/assets/index-Kd1.js', 500, 4000);
  const options = (start: number, end: number) =>
    request('/api/setup/ApplicationOptions', start, end, 'fetch');
  const login = (start: number, end: number) => request('/assets/login-CP4.js', start, end);
  /** The boot's three stages, requested at `start` (the page preloads them with the entry). */
  const stages = (start = 510) =>
    ['react-R1', 'engine-E2', 'portal-P3'].map((name) => request(`/assets/${name}.js`, start, 3000));

  it.each<
    [
      name: string,
      resources: Resource[],
      optionsStart: number,
      loginStart: number,
      stagesStart: number,
      waterfall: boolean,
    ]
  >([
    [
      'settings, then the login chunk once they arrived',
      [entry, ...stages(), options(5000, 5600), login(5700, 6000)],
      1000,
      1700,
      -3490,
      true,
    ],
    [
      'the login chunk, then the settings once it arrived',
      [entry, ...stages(), login(4100, 4300), options(4400, 4900)],
      400,
      100,
      -3490,
      true,
    ],
    [
      'both requested together after the entry',
      [entry, ...stages(), options(4200, 4800), login(4210, 4500)],
      200,
      210,
      -3490,
      false,
    ],
    [
      'both preloaded before the entry arrived',
      [entry, ...stages(), options(600, 1500), login(700, 1200)],
      -3400,
      -3300,
      -3490,
      false,
    ],
    [
      'the stages requested only once the entry had run',
      [entry, ...stages(4100), options(600, 1500), login(700, 1200)],
      -3400,
      -3300,
      100,
      true,
    ],
  ])('%s', (_name, resources, optionsStart, loginStart, stagesStart, waterfall) => {
    expect(bootOrder(resources)).toEqual({
      entryEnd: 4000,
      optionsStart,
      loginStart,
      stagesStart,
      waterfall,
    });
  });

  it('says which, and when each was requested', () => {
    expect(bootOrderLine(bootOrder([entry, ...stages(), options(5000, 5600), login(5700, 6000)]))).toBe(
      'waterfall: yes (entry script arrived at 4000 ms; ApplicationOptions requested 1000 ms after it, ' +
        "the login chunk 1700 ms after it, the last of the boot's stages 3490 ms before it)",
    );
    expect(bootOrderLine(bootOrder([entry, ...stages(), options(600, 1500), login(700, 1200)]))).toBe(
      'waterfall: no (entry script arrived at 4000 ms; ApplicationOptions requested 3400 ms before it, ' +
        "the login chunk 3300 ms before it, the last of the boot's stages 3490 ms before it)",
    );
  });

  it('fails without the login chunk or a stage, rather than call it no waterfall', () => {
    expect(() => bootOrder([entry, ...stages(), options(5000, 5600)])).toThrow(
      'the login load requested no login chunk',
    );
    expect(() => bootOrder([entry, ...stages().slice(1), options(600, 1500), login(700, 1200)])).toThrow(
      "the login load requested 2 of the boot's 3 stages",
    );
  });
});
