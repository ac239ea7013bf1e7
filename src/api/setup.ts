import type { ApplicationOptionsResponse } from '../generated/api-types/setup';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/setup');

export type ApplicationOptions = ApplicationOptionsResponse;

/** Only the outer shape is checked here; the engine checks settings and options key by key. */
const checkApplicationOptions = schemaCheck(validators, 'ApplicationOptionsResponse', 'ApplicationOptions');

export function getApplicationOptions(signal?: AbortSignal): Promise<ApplicationOptions> {
  return request('setup/ApplicationOptions', { check: checkApplicationOptions, signal });
}
