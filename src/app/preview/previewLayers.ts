/**
 * The settings layers the preview shows for the studio's file and language, built as the
 * portal builds them (src/app/language.ts): in Spanish the product's translation under the
 * file's own shared and spanish texts. A malformed gassySettings throws SettingsError.
 */
import type { SettingsLayers } from '../../engine';
import type { PreviewLanguage, ToPreview } from '../../screens/studio/previewProtocol';
import { languageLayers, loadTranslation } from '../language';

export type PreviewAnswer = Extract<ToPreview, { type: 'studio:apply' }>['answer'];

export async function previewLayers(
  answer: PreviewAnswer,
  language: PreviewLanguage,
): Promise<SettingsLayers> {
  return languageLayers(answer.gassySettings, language, await loadTranslation(language));
}
