/**
 * Pick mode in the preview's document: while on, a click (or Enter or Space on the focused
 * element) does not act (stopped in the capture phase) but names the settings keys whose texts
 * are under it (pickMatch.ts), and the element under the pointer is outlined (preview.css).
 */
import { pickKeys, plainText, type KeyText, type LevelTexts } from './pickMatch';

const PICKING = 'studio-picking';
const TARGET = 'studio-pick-target';
const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/** The texts of an element: its text, its naming attributes and, for a field, its labels' texts. */
function textsOf(element: Element): LevelTexts {
  const texts = [element.textContent ?? ''];
  for (const name of ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
  for (const label of labels ?? []) texts.push(label.textContent ?? '');
  return texts;
}

/** The element and its ancestors (below <html>), closest first. */
function levelsOf(target: Element): LevelTexts[] {
  const levels: LevelTexts[] = [];
  let element: Element | null = target;
  while (element && element !== document.documentElement) {
    levels.push(textsOf(element));
    element = element.parentElement;
  }
  return levels;
}

export interface Picked {
  keys: string[];
  text: string;
}

/** What a pick on this element names, among the candidates (the keys read on this screen). */
export function pickAt(target: Element, candidates: readonly KeyText[]): Picked {
  const own =
    textsOf(target)
      .map(plainText)
      .find((text) => text !== '') ?? '';
  return { keys: pickKeys(candidates, levelsOf(target)), text: own.slice(0, 200) };
}

/** Turns pick mode on; the function returned turns it off. */
export function startPicking(candidates: () => KeyText[], onPicked: (picked: Picked) => void): () => void {
  const root = document.documentElement;
  let hovered: Element | null = null;
  /** When a key last picked: the click a browser makes of that Space or Enter names nothing twice. */
  let keyPickedAt = -Infinity;
  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onClick = (event: MouseEvent) => {
    stop(event);
    if (event.detail === 0 && performance.now() - keyPickedAt < 1000) return;
    if (event.target instanceof Element) onPicked(pickAt(event.target, candidates()));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    stop(event);
    keyPickedAt = performance.now();
    if (event.target instanceof Element) onPicked(pickAt(event.target, candidates()));
  };
  const onOver = (event: MouseEvent) => {
    hovered?.classList.remove(TARGET);
    hovered = event.target instanceof Element ? event.target : null;
    hovered?.classList.add(TARGET);
  };
  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['keydown', onKey as EventListener],
    ['submit', stop],
    ['mouseover', onOver as EventListener],
  ];
  root.classList.add(PICKING);
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  return () => {
    root.classList.remove(PICKING);
    hovered?.classList.remove(TARGET);
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
  };
}
