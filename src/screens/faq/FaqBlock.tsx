/**
 * The FAQ (spec 03 §2.11): the sections the settings leave shown (src/domain/content/faq.ts,
 * General first), one at a time, chosen from the section navigation; each question a
 * disclosure. props.compact (the definition passes device.compact) picks the narrow screens'
 * menu. With every section hidden, a short notice instead.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { faqSections } from '../../domain/content/faq';
import { useSettings, type BlockWidgetProps } from '../../engine';
import { flagProp } from '../shared/widgetProps';
import { FaqNavigation } from './FaqNavigation';
import { FaqQuestion } from './FaqQuestion';
import './faq.css';

export function FaqBlock({ props }: BlockWidgetProps) {
  const settings = useSettings();
  const sections = useMemo(() => faqSections(settings), [settings]);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  const section = sections.find((candidate) => candidate.id === chosenId) ?? sections[0];

  useEffect(() => {
    if (focusHeading > 0) heading.current?.focus();
  }, [focusHeading]);

  if (!section) return <p className="text">{settings.text('faq.empty')}</p>;

  const compact = flagProp(props, 'compact');
  const choose = (id: string, fromMenu: boolean) => {
    setChosenId(id);
    if (!fromMenu) setFocusHeading((count) => count + 1);
  };
  return (
    <div className={`faq${compact ? ' faq--compact' : ''}`}>
      {sections.length > 1 && (
        <FaqNavigation sections={sections} chosen={section.id} compact={compact} onChoose={choose} />
      )}
      <section className="faq__section" aria-labelledby={`faq-section-${section.id}`}>
        <h2 id={`faq-section-${section.id}`} className="heading heading--2" tabIndex={-1} ref={heading}>
          {settings.text(section.title)}
        </h2>
        <ul className="faq__items">
          {section.items.map((item) => (
            <FaqQuestion key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
}
