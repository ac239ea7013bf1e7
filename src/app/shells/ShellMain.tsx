import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { useSettings } from '../../engine';
import { Spinner } from '../../widgets';
import { clearUnsavedChanges } from '../unsaved';

/** Whether a shell has shown a page in this document: one mounted later (the login after a logout, the dashboard after sign-in) follows a navigation. */
let shownBefore = false;

/**
 * The end of every navigation inside a shell: the unsaved-changes flag is cleared (spec 01
 * §2), and focus moves to the new page's heading (the main content until the heading is
 * rendered) so that screen-reader users hear the new page
 * (not on the document's first page, where focus stays at the top, nor when the new page
 * already put it inside the main area, such as on the page-not-available heading: this
 * effect, the shell's, runs after the page's own). A shell that replaces another (a logout
 * lands on the login in the public shell) counts as a navigation: the element that had focus
 * has gone, and focus would otherwise fall to the page itself.
 */
export function useNavigationEnd(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    clearUnsavedChanges();
    if (first.current) {
      first.current = false;
      const documentFirst = !shownBefore;
      shownBefore = true;
      if (documentFirst) return;
    }
    const area = main.current;
    if (!area || area.contains(document.activeElement)) return undefined;
    area.focus();
    return focusHeadingWhenShown(area);
  }, [location.key, main]);
}

/** The page's heading, made focusable by script only (it is no stop of the Tab order). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Moves focus from the main area to the new page's heading (its h1), now or as soon as it is
 * rendered (a screen's blocks may load after the route), unless focus has moved on meanwhile
 * (the user pressed Tab, the page focused a field or an error summary). Returns the cleanup.
 */
function focusHeadingWhenShown(area: HTMLElement): () => void {
  const tryHeading = () => {
    if (document.activeElement !== area) return true;
    const heading = area.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    focusHeading(heading);
    return true;
  };
  if (tryHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryHeading()) observer.disconnect();
  });
  observer.observe(area, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The keyboard skip link, first on the page; it moves focus to the main content. */
export function SkipLink({ target }: { target: RefObject<HTMLElement | null> }) {
  const settings = useSettings();
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        // The hash belongs to the router: move focus without touching it.
        event.preventDefault();
        target.current?.focus();
      }}
    >
      {settings.text('app.skipToContent')}
    </a>
  );
}

interface ShellMainProps {
  ref: RefObject<HTMLElement | null>;
  /** The public area hides the routed content while the next page loads (spec 03 §2.15). */
  hideWhileLoading?: boolean;
  children: ReactNode;
}

/** The main landmark with the loading animation shown while a route loads. */
export function ShellMain({ ref, hideWhileLoading = false, children }: ShellMainProps) {
  const settings = useSettings();
  const loading = useNavigation().state === 'loading';
  return (
    <main id="main" ref={ref} tabIndex={-1} className="shell__main" aria-busy={loading}>
      {loading && (
        <div className="shell__loading">
          <Spinner label={settings.text('app.loading')} />
        </div>
      )}
      <div className="shell__content" hidden={hideWhileLoading && loading}>
        {children}
      </div>
    </main>
  );
}
