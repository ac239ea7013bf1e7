import validators from '../generated/api/setup';
import { request } from './client';
import { schemaCheck } from './validation';

export interface ApplicationOptions {
  gassySettings: unknown;
  institutionOptions: unknown;
}

/** Only the outer shape is checked here; the engine checks settings and options key by key. */
const checkApplicationOptions = schemaCheck<ApplicationOptions>(
  validators.ApplicationOptionsResponse,
  'ApplicationOptions',
);

export function getApplicationOptions(signal?: AbortSignal): Promise<ApplicationOptions> {
  return request('setup/ApplicationOptions', { check: checkApplicationOptions, signal });
}
