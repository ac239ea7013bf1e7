import { useId, useState } from 'react';
import { SafeHtml, useSettings } from '../../engine';

/**
 * The collapsible disclosures of the footer (spec 03 §2.15, §4): Show Disclosures reveals
 * the institution's rich text with a 0.2 s slide (CSS), Hide Disclosures closes it. It
 * starts hidden; without a disclosures text there is nothing to show, not even the button.
 * Closed, the panel is inert, so its links are neither focusable nor read.
 */
export function Disclosures() {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const html = settings.text('footer.disclosures');
  if (!html.trim()) return null;
  return (
    <div className="disclosures">
      <button
        type="button"
        className="disclosures__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {settings.text(open ? 'footer.hideDisclosures' : 'footer.showDisclosures')}
      </button>
      <div
        id={panelId}
        className={open ? 'disclosures__panel disclosures__panel--open' : 'disclosures__panel'}
        inert={!open}
      >
        <SafeHtml className="rich-text disclosures__text" html={html} />
      </div>
    </div>
  );
}
