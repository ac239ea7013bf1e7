/**
 * The portal the preview shows for a studio:apply: settings, options and rules built from the
 * answer with the boot's own code (src/app/boot.ts). A malformed answer is a failed boot,
 * which the preview shows as the portal's error screen.
 */
import { createOptions, createSettings } from '../../engine';
import type { PreviewLanguage } from '../../screens/studio/previewProtocol';
import { optionSpecs } from '../../generated/options';
import { defaultSettings, type BootResult } from '../boot';
import { catalogue } from '../catalogue';
import { portalRuleBook } from '../ruleBook';
import { previewLayers, type PreviewAnswer } from './previewLayers';

export async function buildPreview(answer: PreviewAnswer, language: PreviewLanguage): Promise<BootResult> {
  try {
    const settings = createSettings(await previewLayers(answer, language), catalogue);
    const options = createOptions(answer.institutionOptions, optionSpecs);
    return {
      ok: true,
      settings,
      options,
      rules: portalRuleBook(),
      language,
      gassySettings: answer.gassySettings,
    };
  } catch (error) {
    return { ok: false, settings: defaultSettings(), error };
  }
}
