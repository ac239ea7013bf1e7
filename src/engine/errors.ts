/**
 * Errors the engine raises for bad definitions, settings and options. Each names the
 * file, path or key at fault so the app can show it on an error screen instead of a
 * blank page, and the lint tool can report it.
 */

export class DefinitionError extends Error {
  override name = 'DefinitionError';
  constructor(
    readonly file: string,
    readonly path: string,
    readonly detail: string,
  ) {
    super(`${file}${path ? ` at ${path}` : ''}: ${detail}`);
  }
}

export class SettingsError extends Error {
  override name = 'SettingsError';
  constructor(
    readonly key: string,
    readonly detail: string,
  ) {
    super(`Setting "${key}" ${detail}`);
  }
}
