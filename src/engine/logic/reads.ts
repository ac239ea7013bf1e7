import type { Logic } from './types';

/** The form fields an expression reads, or 'all' when that cannot be known statically. */
export type FormReads = ReadonlySet<string> | 'all';

const DATA_OPERATORS = new Set(['var', 'missing', 'missing_some']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The field a literal data path names (form.x -> x); 'all' for form itself. */
function fieldOfPath(path: unknown): string | 'all' | undefined {
  if (typeof path !== 'string') return 'all';
  if (path === 'form' || path === '') return 'all';
  if (!path.startsWith('form.')) return undefined;
  return path.slice('form.'.length).split('.')[0];
}

/**
 * Which `form.*` values an expression depends on, so a change to one field re-evaluates
 * only the conditions that read it. Dynamic paths, whole-form reads and named rules
 * (whose logic lives elsewhere) make it 'all'.
 */
export function formReads(logic: Logic): FormReads {
  const fields = new Set<string>();
  let all = false;
  const visit = (node: unknown): void => {
    if (all) return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    const [operator] = Object.keys(node);
    if (operator === undefined) return;
    const args = node[operator];
    if (operator === 'rule') {
      all = true;
      return;
    }
    if (DATA_OPERATORS.has(operator)) {
      const paths = operator === 'missing_some' && Array.isArray(args) ? args[1] : args;
      const list =
        operator === 'var' ? [Array.isArray(args) ? args[0] : args] : Array.isArray(paths) ? paths : [paths];
      for (const path of list) {
        const field = isRecord(path) ? 'all' : fieldOfPath(path);
        if (field === 'all') all = true;
        else if (field !== undefined) fields.add(field);
      }
      if (operator === 'var' && Array.isArray(args)) args.slice(1).forEach(visit);
      return;
    }
    visit(args);
  };
  visit(logic);
  return all ? 'all' : fields;
}

export function mergeReads(reads: readonly FormReads[]): FormReads {
  if (reads.includes('all')) return 'all';
  return new Set(reads.flatMap((set) => [...(set as ReadonlySet<string>)]));
}
