/**
 * The file types an upload is filed under (spec 03 §3 File type, §7 GetFileTypes): the demo
 * institution's list (demo-file-types.json; its answer is held to schemas/api/documents.json
 * FileTypesResponse by tests/server/uploads.test.ts). An institution's own host answers its own.
 */
import type { FileType } from '../../src/generated/api-types/documents.ts';
import demoFileTypes from './demo-file-types.json' with { type: 'json' };

export const FILE_TYPES: readonly FileType[] = demoFileTypes;

/** The file type of an ID a form sent (digits), or undefined. */
export function fileTypeOf(id: string): FileType | undefined {
  return FILE_TYPES.find((type) => String(type.ID) === id);
}
