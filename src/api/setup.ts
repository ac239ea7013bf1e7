import { isRecord, requireRecord, type Check } from './check';
import { request } from './client';

export interface ApplicationOptions {
  gassySettings: unknown;
  institutionOptions: unknown;
}

/** Only the outer shape is checked here; the engine checks settings and options key by key. */
const checkApplicationOptions: Check<ApplicationOptions> = (value) => {
  const answer = requireRecord(value, 'ApplicationOptions');
  if (!isRecord(answer.gassySettings)) throw new Error('gassySettings should be an object');
  if (!isRecord(answer.institutionOptions)) throw new Error('institutionOptions should be an object');
  return { gassySettings: answer.gassySettings, institutionOptions: answer.institutionOptions };
};

export function getApplicationOptions(signal?: AbortSignal): Promise<ApplicationOptions> {
  return request('setup/ApplicationOptions', { check: checkApplicationOptions, signal });
}
