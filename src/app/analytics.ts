/**
 * Page views for the institution's tag manager (spec 01 §2: navigation end reports page
 * views when identifiers are configured). The portal only fills the tag manager's data
 * layer; loading the tag manager itself is the institution's deployment (the CSP decides
 * which scripts may run). Without an identifier nothing is recorded.
 */
import type { Options } from '../engine';

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function analyticsId(options: Options): string {
  const id = options.AnalyticsId;
  return typeof id === 'string' ? id.trim() : '';
}

export function trackPageView(options: Options, path: string, title: string, target: Window = window) {
  if (!analyticsId(options)) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: 'page_view', page_path: path, page_title: title } satisfies PageView);
}
