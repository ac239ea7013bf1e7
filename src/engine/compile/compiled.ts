/**
 * The compiled screens, kept per definition and settings: a screen is checked and its forms
 * prepared once for each loaded definition and settings version (a settings object is never
 * changed, a new language or institution file makes a new one), however often it is mounted.
 * Going back to a screen, or a wizard showing a step again, reuses the compiled forms and
 * their derived field states. Both keys are held weakly, so a replaced settings object and its
 * screens are collected.
 */
import type { LoadedScreen } from '../definition';
import type { Settings } from '../settings';
import type { FieldChecks } from './constraints';
import type { KnownNames } from './names';
import { compileScreen, type CompiledScreen } from './screen';

interface Entry {
  names: KnownNames;
  checks: FieldChecks;
  compiled: CompiledScreen;
}

const cache = new WeakMap<LoadedScreen, WeakMap<Settings, Entry>>();

/** compileScreen, once per definition, settings, names and checks. A definition that fails is not kept. */
export function compiledScreen(
  loaded: LoadedScreen,
  names: KnownNames,
  settings: Settings,
  checks: FieldChecks = {},
): CompiledScreen {
  let bySettings = cache.get(loaded);
  if (!bySettings) cache.set(loaded, (bySettings = new WeakMap()));
  const known = bySettings.get(settings);
  if (known && known.names === names && known.checks === checks) return known.compiled;
  const compiled = compileScreen(loaded, names, settings, checks);
  bySettings.set(settings, { names, checks, compiled });
  return compiled;
}
