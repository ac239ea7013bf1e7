import { useEffect, useMemo, useState } from 'react';
import { hasMarkup, loadedSanitizer, loadSanitizer, type Sanitize } from './sanitizer';

export { loadSanitizer, type Sanitize } from './sanitizer';

interface SafeHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/** The sanitiser when `needed`, loading it on first need; undefined until it has loaded. */
function useSanitizer(needed: boolean): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loadedSanitizer());
  useEffect(() => {
    if (!needed || sanitize) return undefined;
    let live = true;
    loadSanitizer().then(
      (loaded) => {
        if (live) setSanitize(() => loaded);
      },
      // A sanitiser that cannot load leaves the text out; the next mount tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, sanitize]);
  return sanitize;
}

/**
 * Institution rich text: always sanitised by DOMPurify before it reaches the DOM. A text
 * without markup is written as text and needs no sanitiser; one with markup shows once the
 * sanitiser has loaded (./sanitizer.ts), its box marked busy until then.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const markup = hasMarkup(html);
  const sanitize = useSanitizer(markup);
  const clean = useMemo(() => (markup && sanitize ? sanitize(html) : undefined), [markup, sanitize, html]);
  if (!markup) {
    return (
      <div id={id} className={className}>
        {html}
      </div>
    );
  }
  if (clean === undefined) return <div id={id} className={className} aria-busy="true" />;
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
