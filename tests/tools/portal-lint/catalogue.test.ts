/**
 * `portal-lint catalogue`: every settings key with its default, kind, description and
 * where it is used (screens, places in their definitions, navigation entries, rules and
 * source files), as markdown tables per group or as JSON.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueMarkdown,
  codeCell,
  COLUMNS,
  readCatalogue,
  type CatalogueRow,
} from '../../../tools/portal-lint/catalogue.ts';
import { main, USAGE } from '../../../tools/portal-lint/cli.ts';
import { buildContext } from '../../../tools/portal-lint/context.ts';

function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const status = main(args, { out: (text) => (stdout += text), err: (text) => (stderr += text) });
  return { status, stdout, stderr };
}

/** The cells of a markdown table row, with escaped pipes kept inside their cell. */
function cells(line: string): string[] {
  return line
    .slice(2, -2)
    .split(/ (?<!\\)\| /)
    .map((cell) => cell.trim());
}

describe('portal-lint catalogue (markdown, the default)', () => {
  const { status, stdout, stderr } = cli('catalogue');

  it('exits 0 with a heading and how to reword a text', () => {
    expect(status).toBe(0);
    expect(stderr).toBe('');
    expect(stdout.startsWith('# Settings catalogue\n')).toBe(true);
    expect(stdout).toContain('`ApplicationOptions`');
    expect(stdout).toContain('`shared` wins over\n`english`');
    expect(stdout).toContain('README.md');
  });

  it("shows login.usernameLabel with its default 'Username' and the screen login", () => {
    const row = stdout.split('\n').find((line) => line.startsWith('| `login.usernameLabel` |'));
    expect(row).toBeDefined();
    const [key, text, kind, description, screens, blocks] = cells(row!);
    expect([key, text, kind, screens]).toEqual(['`login.usernameLabel`', '`Username`', 'text', 'login']);
    expect(description).not.toBe('');
    expect(blocks).toBe('login › switch › case credentials › form credentials › field username (label)');
  });

  it('has one table per group, under the group heading', () => {
    const groups = new Set([...buildContext([]).catalogue.keys()].map((key) => key.split('.')[0]));
    const headings = stdout
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    expect(headings).toEqual([...groups].sort());
    expect(
      stdout
        .split('\n')
        .filter(
          (line) =>
            line === '| Key | Default | Kind | Description | Screens | Blocks | Navigation | Rules | Code |',
        ),
    ).toHaveLength(groups.size);
  });

  it('has a row for every key, sorted by key', () => {
    const keys = stdout
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => cells(line)[0]!.replace(/`/g, ''));
    const catalogue = [...buildContext([]).catalogue.keys()];
    expect(keys).toEqual([...catalogue].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('portal-lint catalogue --format json', () => {
  const { status, stdout } = cli('catalogue', '--format', 'json');
  const rows = JSON.parse(stdout) as CatalogueRow[];

  it('exits 0 with an array of { key, default, kind, description, screens, blocks, navigation, rules, code }', () => {
    expect(status).toBe(0);
    expect(rows.length).toBe(buildContext([]).catalogue.size);
    for (const row of rows) expect(Object.keys(row)).toEqual(COLUMNS.map((column) => column.toLowerCase()));
  });

  it('lists the screens that use a key', () => {
    expect(rows.find((row) => row.key === 'login.usernameLabel')).toEqual({
      key: 'login.usernameLabel',
      default: 'Username',
      kind: 'text',
      description: expect.stringMatching(/\w/),
      screens: ['login'],
      blocks: [
        {
          screen: 'login',
          place: 'login › switch › case credentials › form credentials › field username',
          property: 'label',
        },
      ],
      navigation: [],
      rules: [],
      code: [],
    });
    expect(rows.find((row) => row.key === 'login.hideRecovery')).toMatchObject({
      kind: 'flag',
      screens: ['login'],
    });
    expect(rows.find((row) => row.key === 'app.loading')?.screens).toEqual([]);
  });

  it('lists a flag used in a condition with the condition as the property', () => {
    expect(rows.find((row) => row.key === 'login.hideRecovery')?.blocks).toContainEqual({
      screen: 'login',
      place: expect.stringMatching(/^login › .* › link$/),
      property: 'hiddenWhen',
    });
  });

  it('lists menu entries, named rules and the source files that read a key', () => {
    expect(rows.find((row) => row.key === 'menu.messages')?.navigation).toEqual([
      { file: 'signed-in', list: 'menu', entry: 'messages' },
    ]);
    expect(rows.find((row) => row.key === 'login.hideAnnouncement')?.rules).toEqual([
      { file: 'rules/login.json', rule: 'showAnnouncement' },
    ]);
    // Keys a widget reads in code are found by scanning src/ (tables.* are read by the shared table).
    expect(rows.find((row) => row.key === 'tables.sortBy')?.code).toEqual([
      'src/screens/shared/table/SortControl.tsx',
    ]);
    expect(rows.find((row) => row.key === 'app.loading')?.code).toContain('src/app/Root.tsx');
    for (const row of rows) expect(row.code.every((file) => !file.startsWith('src/generated/'))).toBe(true);
  });

  it('agrees with readCatalogue', () => {
    expect(rows).toEqual(readCatalogue().rows);
  });
});

describe('usage errors', () => {
  it.each([
    [['catalogue', '--format', 'yaml'], /unknown catalogue format "yaml"; use markdown, json/],
    [['catalogue', '--format', 'sarif'], /unknown catalogue format "sarif"/],
    [['catalogue', '--quiet'], /Unknown option '--quiet'/],
    [['catalogue', 'screen-definitions'], /catalogue takes no paths/],
  ])('%j exits 2 with a message and the usage', (args, message) => {
    const { status, stdout, stderr } = cli(...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toMatch(message);
    expect(stderr).toContain(USAGE);
  });
});

describe('markdown cells', () => {
  const row = (text: string, description: string): CatalogueRow => ({
    key: 'demo.text',
    default: text,
    kind: 'text',
    description,
    screens: ['one', 'two'],
    blocks: [{ screen: 'one', place: 'one › section a', property: 'heading' }],
    navigation: [{ file: 'signed-in', list: 'menu', entry: 'one' }],
    rules: [{ file: 'rules/demo.json', rule: 'showsOne' }],
    code: ['src/a.ts', 'src/b.tsx'],
  });

  it('escapes pipes, line breaks and tags so the table holds', () => {
    const out = catalogueMarkdown({
      rows: [row('a|b\nc', 'Use x | y\nor <b>z</b>.')],
      groups: new Map([['demo', 'Demo | group']]),
    });
    expect(out).toContain('\nDemo \\| group\n');
    expect(out).toContain(
      '| `demo.text` | `a\\|b`<br>`c` | text | Use x \\| y<br>or &lt;b>z&lt;/b>. | one, two | one › section a (heading) ' +
        '| signed-in › menu one | rules/demo.json › showsOne | src/a.ts<br>src/b.tsx |\n',
    );
  });

  it('shows defaults verbatim as code, whatever they hold', () => {
    expect(codeCell('<p>Hi</p>')).toBe('`<p>Hi</p>`');
    expect(codeCell('use `npm`')).toBe('`` use `npm` ``');
    expect(codeCell('')).toBe('*(empty)*');
  });
});
