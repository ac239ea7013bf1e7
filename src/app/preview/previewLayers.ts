/**
 * The settings layers the preview shows for the studio's file and language. English only for
 * now, through the boot's own check of gassySettings; the Spanish layer (src/app/language.ts,
 * loadTranslation and languageLayers) is wired in here, and only here.
 */
import { checkSettingsLayers, type SettingsLayers } from '../../engine';
import type { PreviewLanguage, ToPreview } from '../../screens/studio/previewProtocol';

export type PreviewAnswer = Extract<ToPreview, { type: 'studio:apply' }>['answer'];

export async function previewLayers(
  answer: PreviewAnswer,
  language: PreviewLanguage,
): Promise<SettingsLayers> {
  void language;
  return checkSettingsLayers(answer.gassySettings);
}
