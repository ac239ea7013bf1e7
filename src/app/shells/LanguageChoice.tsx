import { useSettings } from '../../engine';
import { LANGUAGE_NAMES, LANGUAGES } from '../language';
import { useLanguageChoice } from '../languageChoice';

/**
 * The footer's language choice: a toggle group of two buttons, each language named in its
 * own language (and marked with its lang, so a screen reader says it right), the one spoken
 * pressed. Hidden when the institution turns shell.showLanguageChoice off. A language that
 * could not be loaded is said beside it; the portal stays as it was.
 */
export function LanguageChoice() {
  const settings = useSettings();
  const choice = useLanguageChoice();
  if (!choice || !settings.flag('shell.showLanguageChoice')) return null;
  const { language, problem, choose } = choice;
  return (
    <div className="language-choice">
      <div
        role="group"
        className="language-choice__options"
        aria-label={settings.text('shell.languageLabel')}
      >
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            className="language-choice__option"
            aria-pressed={option === language}
            onClick={() => option !== language && choose(option)}
          >
            {settings.text(LANGUAGE_NAMES[option])}
          </button>
        ))}
      </div>
      {problem && (
        <p role="alert" className="language-choice__problem">
          {settings.text('shell.languageUnavailable', { language: settings.text(LANGUAGE_NAMES[problem]) })}
        </p>
      )}
    </div>
  );
}
