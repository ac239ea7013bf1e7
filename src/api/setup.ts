import type { ApplicationOptionsResponse } from '../generated/api-types/setup';
const validators = () => import('../generated/api/setup');
import { request } from './client';
import { schemaCheck } from './validation';

export type ApplicationOptions = ApplicationOptionsResponse;

/** Only the outer shape is checked here; the engine checks settings and options key by key. */
const checkApplicationOptions = schemaCheck(validators, 'ApplicationOptionsResponse', 'ApplicationOptions');

export function getApplicationOptions(signal?: AbortSignal): Promise<ApplicationOptions> {
  return request('setup/ApplicationOptions', { check: checkApplicationOptions, signal });
}
