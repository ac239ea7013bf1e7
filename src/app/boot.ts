/**
 * Start-up: load ApplicationOptions and turn them into settings, options and rules.
 * Every failure becomes a value the root renders as an error screen; settings are
 * then the catalogue defaults, so even that screen reads its texts from settings.
 */
import { getApplicationOptions } from '../api/setup';
import {
  checkSettingsLayers,
  createOptions,
  createSettings,
  type Options,
  type RuleBook,
  type Settings,
} from '../engine';
import { optionSpecs } from '../generated/options';
import { portalRuleBook } from './ruleBook';
import { catalogue } from './catalogue';

export type BootResult =
  | { ok: true; settings: Settings; options: Options; rules: RuleBook }
  | { ok: false; settings: Settings; error: unknown };

export function defaultSettings(): Settings {
  return createSettings({}, catalogue);
}

export async function boot(): Promise<BootResult> {
  try {
    const answer = await getApplicationOptions();
    const settings = createSettings(checkSettingsLayers(answer.gassySettings), catalogue);
    const options = createOptions(answer.institutionOptions, optionSpecs);
    const rules = portalRuleBook();
    return { ok: true, settings, options, rules };
  } catch (error) {
    return { ok: false, settings: defaultSettings(), error };
  }
}
