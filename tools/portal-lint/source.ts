/**
 * Parsing with positions: the one place where JSON paths become 1-based line:column
 * ranges (jsonc-parser keeps every node's offset; JSON comments are not allowed).
 */
import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import type { FileKind, JsonPath, LintFile } from './types.ts';

export interface Position {
  line: number;
  column: number;
}

export interface Range {
  start: Position;
  end: Position;
}

export interface ParseProblem {
  message: string;
  offset: number;
  length: number;
}

const DESCRIPTIONS: Record<string, string> = {
  InvalidSymbol: 'an invalid symbol',
  InvalidNumberFormat: 'an invalid number',
  PropertyNameExpected: 'a property name was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon was expected',
  CommaExpected: 'a comma was expected',
  CloseBraceExpected: 'a closing brace was expected',
  CloseBracketExpected: 'a closing bracket was expected',
  EndOfFileExpected: 'the end of the file was expected',
  InvalidCommentToken: 'JSON allows no comments',
  UnexpectedEndOfComment: 'a comment is not closed',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number is not finished',
  InvalidUnicode: 'an invalid unicode escape',
  InvalidEscapeCharacter: 'an invalid escape character',
  InvalidCharacter: 'an invalid character',
};

export function parseFile(
  path: string,
  kind: FileKind,
  text: string,
): { file: LintFile; problems: ParseProblem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  });
  const problems = errors.map((error) => {
    const code = printParseErrorCode(error.error);
    return {
      message: `Invalid JSON: ${DESCRIPTIONS[code] ?? code}`,
      offset: error.offset,
      length: error.length,
    };
  });
  const ok = problems.length === 0 && tree !== undefined;
  return {
    file: { path, kind, text, tree: ok ? tree : undefined, value: ok ? getNodeValue(tree) : undefined },
    problems,
  };
}

/** 1-based line and column (in UTF-16 units, as editors count) of an offset. */
export function positionOf(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < offset;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

export function rangeOf(text: string, offset: number, length: number): Range {
  return { start: positionOf(text, offset), end: positionOf(text, offset + Math.max(length, 0)) };
}

/** The node a path names, or its nearest existing ancestor when part of the path is missing. */
function nodeAt(tree: Node, path: JsonPath): Node {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? tree : findNodeAtLocation(tree, path.slice(0, depth));
    if (node) return node;
  }
  return tree;
}

/** The range of the value (or, with on 'key', of the property name) at a JSON path. */
export function locate(file: LintFile, path: JsonPath, on?: 'key'): Range {
  if (!file.tree) return rangeOf(file.text, 0, 0);
  let node = nodeAt(file.tree, path);
  if (on === 'key' && node.parent?.type === 'property' && node.parent.children?.[0])
    node = node.parent.children[0];
  return rangeOf(file.text, node.offset, node.length);
}
