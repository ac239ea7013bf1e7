/**
 * The pieces of the branch map that are not React: the marker icon (Leaflet's own images,
 * bundled, never from a CDN), a branch's info box built as DOM nodes (text set as text, so no
 * branch field is ever read as HTML), and the probe that loads one tile first to learn whether
 * the tile service can be reached at all.
 */
import { icon } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import type { Branch } from '../../api/branches';
import { addressLine, telHref } from '../../domain/locations/branchText';

/** Leaflet's default marker, its sizes as Leaflet's Icon.Default gives them. */
export const BRANCH_ICON = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface InfoBoxTexts {
  phoneLabel: string;
  directions: string;
  newTab: string;
  /** The directions link's address, if any. */
  directionsUrl: string | undefined;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = element('a', '', text);
  anchor.href = href;
  return anchor;
}

/** A branch's info box (spec 03 §2.12): name, address, phone and directions. */
export function infoBox(branch: Branch, texts: InfoBoxTexts): HTMLElement {
  const box = element('div', 'branch-info');
  box.append(element('p', 'branch-info__name', branch.BranchName), element('p', '', addressLine(branch)));
  const tel = telHref(branch.PhoneNumber);
  if (branch.PhoneNumber.trim()) {
    const phone = element('p', '', `${texts.phoneLabel} `);
    phone.append(tel ? link(tel, branch.PhoneNumber) : branch.PhoneNumber);
    box.append(phone);
  }
  if (texts.directionsUrl) {
    const directions = link(texts.directionsUrl, texts.directions);
    directions.target = '_blank';
    directions.rel = 'noopener noreferrer';
    directions.append(element('span', 'visually-hidden', ` ${texts.newTab}`));
    const line = element('p', '');
    line.append(directions);
    box.append(line);
  }
  return box;
}

/** Whether an image loads. */
function imageLoads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

const reachable = new Map<string, Promise<boolean>>();

/**
 * Whether the tiles of a template can be loaded, learnt from one of its tiles once while the
 * page lives. The map asks this before it adds its tile layer: Chromium logs every image that
 * fails to load, whatever its error handler does, so an unreachable service costs one line in
 * the console, where a layer of its tiles would log one per tile on every pan and zoom.
 */
export function tilesReachable(template: string, probe: string): Promise<boolean> {
  let known = reachable.get(template);
  if (!known) {
    known = imageLoads(probe);
    reachable.set(template, known);
  }
  return known;
}
