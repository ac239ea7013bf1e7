/**
 * Renders the studio's widget with the real engine and settings, the running institution
 * answered by msw, and a fake preview frame: each test reads what the studio posts to the
 * frame's window and answers as the frame would (same origin, from that window).
 */
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { createOptions, createRuleBook, EngineProvider } from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { Studio } from '../../../../src/screens/studio/Studio';
import type { FromPreview, ToPreview } from '../../../../src/screens/studio/previewProtocol';
import { server } from '../../../support/msw';
import { testRegistry, testSettings } from '../../../support/engine';

export const RUNNING = {
  gassySettings: { shared: { shell: { institutionName: 'Harbor Valley Credit Union' } }, english: {} },
  institutionOptions: { MultiFactorAuthentication: true, SingleSignOn: false },
};

export function renderStudio() {
  server.use(http.get('/api/setup/ApplicationOptions', () => HttpResponse.json(RUNNING)));
  const settings = testSettings();
  const view = render(
    <EngineProvider
      settings={settings}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook(rulesFiles)}
      registry={testRegistry()}
    >
      <Studio />
    </EngineProvider>,
  );
  const frame = view.container.querySelector('iframe')!;
  const frameWindow = frame.contentWindow!;
  const post = vi.spyOn(frameWindow, 'postMessage');
  /** What the studio posted to the frame, oldest first. */
  const posted = () => post.mock.calls.map(([message]) => message as ToPreview);
  /** A message from the frame, as the preview root posts it to its parent. */
  const fromFrame = (
    data: FromPreview,
    source: Window | null = frameWindow,
    origin = window.location.origin,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
    });
  return { ...view, frame, post, posted, fromFrame };
}

/** A file for the file input (jsdom's File reads its text). */
export const jsonFile = (text: string, name = 'institution.json') =>
  new File([text], name, { type: 'application/json' });

/**
 * axe over the studio (WCAG 2.1 A and AA) as support/axe.ts runs it, but without entering the
 * preview frame: jsdom's frame has no page of its own (the browser test checks the real one).
 */
export async function studioViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    iframes: false,
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
