/**
 * Layout faults measured in the page. The function is passed to page.evaluate, so it carries
 * every helper it needs inside itself.
 */
export interface LayoutFaults {
  scrollWidth: number;
  innerWidth: number;
  /** The element reaching furthest right past the window, as a selector, with its right edge. */
  widest: string | null;
  /**
   * Cells, buttons, tabs, labels, headings and banners whose text does not fit their box
   * (scrollWidth past clientWidth, or for buttons and tabs scrollHeight past clientHeight),
   * each as a selector with its text and sizes.
   */
  clipped: string[];
}

/** Measured in the page: the document's width, the element that sticks out furthest, and clipped text. */
export function measureLayout(): LayoutFaults {
  const selector = (element: Element) =>
    [
      element.tagName.toLowerCase(),
      element.id && `#${element.id}`,
      ...[...element.classList].map((name) => `.${name}`),
    ]
      .filter(Boolean)
      .join('');
  const path = (element: Element) => {
    const parts: string[] = [];
    for (
      let at: Element | null = element;
      at && at !== document.body && parts.length < 4;
      at = at.parentElement
    )
      parts.unshift(selector(at));
    return parts.join(' > ');
  };
  // What shows of an element ends where an ancestor that hides its overflow ends (the branch
  // map's tiles run past the map, which clips them): a clipped part neither shows nor scrolls.
  // Scrolling ancestors (overflow auto) do not count: content past the window there is a fault,
  // except in a row made to scroll, which snaps (scroll-snap-type; the tab lists of issue 18).
  const visibleRight = (element: Element) => {
    let right = element.getBoundingClientRect().right;
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      const overflow = style.overflowX;
      const scrollRow = (overflow === 'auto' || overflow === 'scroll') && style.scrollSnapType !== 'none';
      if (overflow === 'hidden' || overflow === 'clip' || scrollRow)
        right = Math.min(right, at.getBoundingClientRect().right);
    }
    return right;
  };
  let widest: { element: Element; right: number } | null = null;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const right = box.right > window.innerWidth + 0.5 ? visibleRight(element) : box.right;
    if (right > window.innerWidth + 0.5 && (!widest || right > widest.right)) widest = { element, right };
  }
  const clipped: string[] = [];
  const boxes = 'td, th, button, [role="tab"], label, h1, h2, h3, .banner, .button, dt, dd, legend';
  for (const element of document.body.querySelectorAll<HTMLElement>(boxes)) {
    // Text kept for screen readers only is clipped on purpose; the map draws its own controls.
    if (element.closest('.visually-hidden, [aria-hidden="true"], .leaflet-container')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.visibility === 'hidden' || element.clientWidth <= 1) continue;
    const wide = element.scrollWidth - element.clientWidth > 1;
    const tall =
      (element.tagName === 'BUTTON' || element.getAttribute('role') === 'tab') &&
      element.scrollHeight - element.clientHeight > 1;
    if (wide || tall)
      clipped.push(
        `${path(element)} "${element.innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}" ` +
          `(${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight})`,
      );
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    widest: widest && `${path(widest.element)} (right edge ${Math.round(widest.right)})`,
    clipped,
  };
}
