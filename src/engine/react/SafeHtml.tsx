import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Style attributes would break the strict CSP; forms and scripts have no place in institution text. */
const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
};

let hooked = false;
function ensureLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(html: string): string {
  ensureLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/** Institution rich text: always sanitised by DOMPurify before it reaches the DOM. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
