/** Builds the LogicEnv that conditions are evaluated in, with small test defaults. */
import { SIGNED_OUT, type Logic, type LogicContext, type LogicEnv } from '../../../src/engine/logic';
import { createOptions, type Options } from '../../../src/engine/options';
import { catalogueFromEntries, createSettings, type Settings } from '../../../src/engine/settings';

export const testCatalogue = catalogueFromEntries({
  'login.title': ['Payments - Login', 'text'],
  'login.hideRegister': ['false', 'flag'],
  'login.hideFaq': ['true', 'flag'],
  'greeting.hello': ['Hello {name}', 'text'],
});

export interface EnvParts {
  settings?: Settings;
  options?: Options;
  rules?: Iterable<readonly [string, Logic]>;
  context?: Partial<LogicContext>;
}

export function logicEnv(parts: EnvParts = {}): LogicEnv {
  return {
    settings: parts.settings ?? createSettings({}, testCatalogue, () => {}),
    options: parts.options ?? createOptions({}, {}),
    rules: new Map(parts.rules ?? []),
    context: {
      options: {},
      session: SIGNED_OUT,
      route: { path: '', params: {} },
      query: {},
      device: { mobileApp: false, compact: false, production: false },
      form: {},
      data: {},
      now: '2026-11-22T15:00:00.000Z',
      ...parts.context,
    },
  };
}
