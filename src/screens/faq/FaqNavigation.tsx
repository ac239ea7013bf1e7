/**
 * Chooses the FAQ section shown (spec 03 §2.11): on wide screens a navigation list beside the
 * questions, where choosing a section moves the focus to its heading; on narrow ones
 * (device.compact, the definition's prop) a list box above them, which leaves the focus where
 * it is, since its arrow keys change the choice one step at a time.
 */
import { useSettings } from '../../engine';
import type { FaqSection } from '../../domain/content/faq';

interface FaqNavigationProps {
  sections: readonly FaqSection[];
  chosen: string;
  compact: boolean;
  onChoose: (id: string, fromMenu: boolean) => void;
}

export function FaqNavigation({ sections, chosen, compact, onChoose }: FaqNavigationProps) {
  const settings = useSettings();
  if (compact) {
    return (
      <div className="faq__menu field">
        <div className="field__label">
          <label htmlFor="faq-section-menu">{settings.text('faq.sectionMenuLabel')}</label>
        </div>
        <select
          id="faq-section-menu"
          className="input input--select"
          value={chosen}
          onChange={(event) => onChoose(event.target.value, true)}
        >
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {settings.text(section.title)}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <nav className="faq__nav" aria-label={settings.text('faq.sectionsLabel')}>
      <ul className="faq__nav-list">
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="faq__nav-item"
              aria-current={section.id === chosen ? 'true' : undefined}
              onClick={() => onChoose(section.id, false)}
            >
              {settings.text(section.title)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
