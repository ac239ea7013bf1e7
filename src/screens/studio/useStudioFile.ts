/**
 * The institution file the admin works on: its name, its text as loaded or as last edited,
 * its parsed object (undefined when the text is no JSON object) and its findings. Every edit
 * rewrites the text as it will download (institutionFile.serializeFile) and lints it again,
 * so the findings always describe the file the download holds.
 */
import { useCallback, useState } from 'react';
import { lintSettingsText, type SettingsFinding } from './fileLint';
import { parseInstitutionFile, serializeFile, type InstitutionFile } from './institutionFile';

export const FILE_NAME = 'institution.json';

export interface StudioFile {
  name: string;
  text: string;
  file: InstitutionFile | undefined;
  findings: SettingsFinding[];
}

function studioFile(name: string, text: string): StudioFile {
  return { name, text, file: parseInstitutionFile(text), findings: lintSettingsText(text, name) };
}

export interface StudioFileState {
  current: StudioFile | undefined;
  /** A file read from the admin's disk (picked or dropped). */
  load(name: string, text: string): void;
  /** A new, empty file: `{}`. */
  startNew(): void;
  /** Replaces the file's object with an edited one (only once the text was a JSON object). */
  edit(change: (file: InstitutionFile) => InstitutionFile): void;
}

export function useStudioFile(): StudioFileState {
  const [current, setCurrent] = useState<StudioFile | undefined>();
  const load = useCallback((name: string, text: string) => setCurrent(studioFile(name, text)), []);
  const startNew = useCallback(() => setCurrent(studioFile(FILE_NAME, serializeFile({}))), []);
  const edit = useCallback((change: (file: InstitutionFile) => InstitutionFile) => {
    setCurrent((old) => {
      const base = old?.file ?? (old ? undefined : {});
      if (!base) return old;
      return studioFile(old?.name ?? FILE_NAME, serializeFile(change(base)));
    });
  }, []);
  return { current, load, startNew, edit };
}

/** Saves the file as institution.json through a Blob (pretty JSON, as the edits wrote it). */
export function downloadFile(file: InstitutionFile): void {
  const url = URL.createObjectURL(new Blob([serializeFile(file)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the address after the click returns: let it go only a while later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
