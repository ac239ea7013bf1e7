import { ApiError } from '../../api/errors';
import { DefinitionError, SettingsError, type Settings } from '../../engine';

export interface ErrorDescription {
  title: string;
  message: string;
  detail: string;
}

/** The heading and message an error screen shows for an error, named by what went wrong. */
export function describeError(error: unknown, settings: Settings): ErrorDescription {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof DefinitionError) {
    return {
      title: settings.text('errors.definitionTitle'),
      message: settings.text('errors.definitionMessage', { file: error.file }),
      detail,
    };
  }
  if (error instanceof SettingsError) {
    return {
      title: settings.text('errors.settingsTitle'),
      message: settings.text('errors.settingsMessage', { key: error.key }),
      detail,
    };
  }
  if (error instanceof ApiError) {
    const message =
      error.problem.kind === 'network'
        ? settings.text('errors.network')
        : error.problem.kind === 'malformed'
          ? settings.text('errors.malformedResponse')
          : settings.text('errors.bootMessage');
    return { title: settings.text('errors.bootTitle'), message, detail };
  }
  return { title: settings.text('errors.bootTitle'), message: settings.text('errors.server'), detail };
}
