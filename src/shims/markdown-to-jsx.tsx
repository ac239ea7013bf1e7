/**
 * Build alias for `markdown-to-jsx/react` (see vite.config.ts). rjsf renders markdown only
 * when a uiSchema enables it, which portal definitions never do (rich text goes through
 * DOMPurify instead), so its 86 kB parser would be dead weight in every route. This shim
 * renders the text as it is.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
