/**
 * One question of the FAQ as a disclosure (WAI-ARIA accordion pattern): a button in a
 * heading, with aria-expanded, that shows or hides the answer below it. The answer is
 * institution rich text, sanitised by SafeHtml.
 */
import { useState } from 'react';
import { SafeHtml, useSettings } from '../../engine';
import type { FaqItem } from '../../domain/content/faq';

export function FaqQuestion({ item }: { item: FaqItem }) {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const answerId = `faq-answer-${item.id}`;
  return (
    <li className="faq__item">
      <h3 className="faq__question">
        <button
          type="button"
          id={`faq-question-${item.id}`}
          className="faq__toggle"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((now) => !now)}
        >
          <span className="faq__marker" aria-hidden="true" />
          {settings.text(item.question)}
        </button>
      </h3>
      <div id={answerId} className="faq__answer" hidden={!open}>
        <SafeHtml className="rich-text" html={settings.text(item.answer)} />
      </div>
    </li>
  );
}
