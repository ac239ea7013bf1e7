/**
 * The messages between the studio (src/screens/studio) and its preview frame, an iframe of
 * the portal itself opened with `?studio-preview` (src/app/preview). Both sides check
 * every message they receive with these guards and ignore anything else, and both post
 * and accept messages of their own origin only.
 */

/** The query parameter that boots the portal as the studio's preview (src/main.tsx). */
export const PREVIEW_QUERY = 'studio-preview';

export type PreviewLanguage = 'en' | 'es';

/** What the studio sends to the preview frame. */
export type ToPreview =
  /**
   * The institution the preview shows, in the shape of the ApplicationOptions answer
   * (gassySettings with its layers, institutionOptions): the preview builds its settings
   * and options from it with the same code as the portal's boot. Sent on every change.
   */
  | {
      type: 'studio:apply';
      answer: { gassySettings: unknown; institutionOptions: Record<string, unknown> };
      language: PreviewLanguage;
    }
  /** Opens a route (such as `home/register`), with `step` as the screen's first `data.step`. */
  | { type: 'studio:navigate'; route: string; step?: string }
  /** While on, a click in the preview names the texts under it instead of acting. */
  | { type: 'studio:pick-mode'; on: boolean };

/** What the preview frame sends to the studio. */
export type FromPreview =
  /** The frame listens: the studio sends its first studio:apply. */
  | { type: 'studio:ready' }
  /** A screen rendered: its route and every settings key it read, sorted. */
  | { type: 'studio:shown'; route: string; keys: string[] }
  /** A click in pick mode: the keys whose texts are under the pointer, the best match first. */
  | { type: 'studio:picked'; keys: string[]; text: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isToPreview(value: unknown): value is ToPreview {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'studio:apply':
      return (
        isRecord(value.answer) &&
        isRecord(value.answer.institutionOptions) &&
        (value.language === 'en' || value.language === 'es')
      );
    case 'studio:navigate':
      return typeof value.route === 'string' && (value.step === undefined || typeof value.step === 'string');
    case 'studio:pick-mode':
      return typeof value.on === 'boolean';
    default:
      return false;
  }
}

export function isFromPreview(value: unknown): value is FromPreview {
  if (!isRecord(value)) return false;
  switch (value.type) {
    case 'studio:ready':
      return true;
    case 'studio:shown':
      return typeof value.route === 'string' && isStrings(value.keys);
    case 'studio:picked':
      return isStrings(value.keys) && typeof value.text === 'string';
    default:
      return false;
  }
}
