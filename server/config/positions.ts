/** 1-based line and column of a JSON path in a file's text, for lint-style messages. */
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

export function positionOfPath(text: string, instancePath: string): { line: number; column: number } {
  const tree = parseTree(text);
  let node: Node | undefined = tree;
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (let depth = segments.length; depth >= 0 && tree; depth--) {
    node = findNodeAtLocation(
      tree,
      segments.slice(0, depth).map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    );
    if (node) break;
  }
  const offset = node?.offset ?? 0;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
