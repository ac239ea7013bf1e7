/**
 * Where each settings key is used, for the catalogue: in screen definitions (a readable
 * place built by walking the definition along the key's JSON path), in the navigation
 * files' entries, in named rules, and in the portal's code (files under src/ that name the
 * key as a string literal, as widgets do: `settings.text('tables.sortBy')`). Everything is
 * derived from the files, never kept by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { blockView, type ChildView, type PartView } from '../../src/engine/blockTypes.ts';
import type { BlockUse, NavigationUse, RuleUse } from '../../src/engine/settings/catalogueRow.ts';
import {
  jsonFiles,
  NAVIGATION_DIR,
  projectPath,
  readJson,
  ROOT,
  RULES_DIR,
  SCREENS_DIR,
} from '../project.ts';
import { navigationItemsOf, navigationKeysOf } from './navigation.ts';
import type { JsonPath } from './types.ts';
import { isRecord, keysOf, type Json } from './walk.ts';

export interface KeyUses {
  screens: Map<string, Set<string>>;
  blocks: Map<string, BlockUse[]>;
  navigation: Map<string, NavigationUse[]>;
  rules: Map<string, RuleUse[]>;
  code: Map<string, Set<string>>;
  /** Definition, navigation and rules files that are not valid JSON, whose keys could not be read. */
  unreadable: string[];
}

function add<T>(map: Map<string, T[]>, key: string, use: T): void {
  if (!map.has(key)) map.set(key, []);
  map.get(key)!.push(use);
}

const TOP: Pick<PartView, 'children'> = { children: [{ list: 'blocks' }] };
/** Properties whose next path segment names an entry worth showing: `messages.required`. */
const NAMED = new Set(['messages', 'choices', 'params', 'props', 'options', 'constraints']);

const childName = (child: ChildView) =>
  'list' in child ? child.list : 'map' in child ? child.map : child.items;
const singular = (name: string | number) => String(name).replace(/s$/, '');

function blockLabel(block: unknown): string {
  if (!isRecord(block)) return 'block';
  const type = typeof block.type === 'string' ? block.type : 'block';
  const name = typeof block.id === 'string' ? block.id : type === 'widget' ? block.name : undefined;
  return typeof name === 'string' ? `${type} ${name}` : type;
}

/** The readable place of a JSON path inside a screen definition, and the property holding the key. */
export function placeOf(definition: unknown, path: JsonPath): { place: string[]; property: string } {
  const place: string[] = [];
  let node: Json = isRecord(definition) ? definition : {};
  let view: Pick<PartView, 'children'> = TOP;
  let index = 0;
  const enter = (block: unknown) => {
    place.push(blockLabel(block));
    node = isRecord(block) ? block : {};
    view = blockView(node.type) ?? { children: [] };
  };
  while (index < path.length) {
    const [segment, next, after] = [path[index]!, path[index + 1], path[index + 2]];
    const child = view.children.find((candidate) => childName(candidate) === segment);
    const held = node[segment];
    if (child && 'list' in child && Array.isArray(held) && typeof next === 'number') {
      enter(held[next]);
      index += 2;
    } else if (child && 'map' in child && isRecord(held) && typeof next === 'string') {
      place.push(`${singular(segment)} ${next}`);
      const blocks = held[next];
      if (!Array.isArray(blocks) || typeof after !== 'number') break;
      enter(blocks[after]);
      index += 3;
    } else if (child && 'items' in child && Array.isArray(held) && typeof next === 'number') {
      const item: unknown = held[next];
      const id = isRecord(item) && typeof item.id === 'string' ? item.id : String(next + 1);
      place.push(`${singular(segment)} ${id}`);
      node = isRecord(item) ? item : {};
      view = child.item;
      index += 2;
    } else if (node.type === 'form' && segment === 'fields' && typeof next === 'string') {
      place.push(`field ${next}`);
      node = isRecord(isRecord(held) ? held[next] : undefined) ? ((held as Json)[next] as Json) : {};
      view = { children: [] };
      index += 2;
    } else break;
  }
  const [property, entry] = [path[index], path[index + 1]];
  const shown =
    property === undefined
      ? ''
      : NAMED.has(String(property)) && typeof entry === 'string'
        ? `${property}.${entry}`
        : String(property);
  return { place, property: shown };
}

function readOr(file: string, unreadable: string[]): unknown {
  try {
    return readJson(file);
  } catch {
    unreadable.push(projectPath(file));
    return undefined;
  }
}

function definitionUses(uses: KeyUses): void {
  for (const file of jsonFiles(SCREENS_DIR)) {
    const definition = readOr(file, uses.unreadable);
    if (definition === undefined) continue;
    const screen =
      isRecord(definition) && typeof definition.id === 'string' ? definition.id : basename(file, '.json');
    for (const { key, path } of keysOf(definition)) {
      if (typeof key !== 'string') continue;
      if (!uses.screens.has(key)) uses.screens.set(key, new Set());
      uses.screens.get(key)!.add(screen);
      const { place, property } = placeOf(definition, path);
      add(uses.blocks, key, { screen, place: [screen, ...place].join(' › '), property });
    }
  }
}

function navigationUses(uses: KeyUses): void {
  for (const path of jsonFiles(NAVIGATION_DIR)) {
    const definition = readOr(path, uses.unreadable);
    const file = basename(path, '.json');
    const items = [...navigationItemsOf(definition)];
    for (const { key, path: at } of navigationKeysOf(definition)) {
      if (typeof key !== 'string') continue;
      const item = items.find((candidate) => candidate.path.every((step, index) => at[index] === step));
      const id = item && typeof item.item.id === 'string' ? item.item.id : String(Number(at[1]) + 1);
      add(uses.navigation, key, { file, list: String(at[0]), entry: id });
    }
  }
}

function ruleUses(uses: KeyUses): void {
  for (const path of jsonFiles(RULES_DIR)) {
    const rulesFile = readOr(path, uses.unreadable);
    const file = projectPath(path);
    const seen = new Set<string>();
    for (const { key, path: at } of keysOf(rulesFile)) {
      const rule = String(at[1]);
      if (typeof key !== 'string' || seen.has(`${key} ${rule}`)) continue;
      seen.add(`${key} ${rule}`);
      add(uses.rules, key, { file, rule });
    }
  }
}

const SOURCE = /\.(ts|tsx)$/;
/**
 * A literal holding exactly a key's shape (settings/key.ts), in quotes or backticks. Keys
 * hold no spaces or quotes, so this never falls out of step with the file's real strings
 * the way a general string-literal pattern does around template substitutions.
 */
const LITERAL = /(['"`])([A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*)\1/g;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && path !== join(ROOT, 'src', 'generated')) yield* sourceFiles(path);
    else if (entry.isFile() && SOURCE.test(entry.name)) yield path;
  }
}

function codeUses(uses: KeyUses, keys: ReadonlySet<string>): void {
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const file = projectPath(path);
    for (const match of readFileSync(path, 'utf8').matchAll(LITERAL)) {
      const text = match[2]!;
      if (!keys.has(text)) continue;
      if (!uses.code.has(text)) uses.code.set(text, new Set());
      uses.code.get(text)!.add(file);
    }
  }
}

/** Every use of the given keys (the catalogue's) in the project's files. */
export function keyUses(keys: ReadonlySet<string>): KeyUses {
  const uses: KeyUses = {
    screens: new Map(),
    blocks: new Map(),
    navigation: new Map(),
    rules: new Map(),
    code: new Map(),
    unreadable: [],
  };
  definitionUses(uses);
  navigationUses(uses);
  ruleUses(uses);
  codeUses(uses, keys);
  return uses;
}
