/**
 * Renders a branch locator definition with the real engine, its block widget (Leaflet in
 * jsdom: no tiles load, markers and info boxes do) and its actions, each test with its own SWR
 * cache, against msw handlers for GET /api/branchInfo and /api/branchInfo/zip.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import type { Branch } from '../../../../src/api/branches';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type LoadedScreen,
  type ScreenContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { createLocationActions } from '../../../../src/screens/locations/actions';
import { BranchLocator } from '../../../../src/screens/locations/BranchLocator';
import demoBranches from '../../../../server/config/demo-branches.json' with { type: 'json' };
import zipLocations from '../../../../server/config/zip-locations.json' with { type: 'json' };
import { server } from '../../../support/msw';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const BRANCHES: Branch[] = demoBranches;

/** The reference server's answers: the demo branches, and the bundled zip table (404 for others). */
export function serveBranches(branches: readonly Branch[] = BRANCHES) {
  server.use(
    http.get('/api/branchInfo', () => HttpResponse.json(branches)),
    http.get('/api/branchInfo/zip', ({ request }) => {
      const zip = new URL(request.url).searchParams.get('zip') ?? '';
      const found = (zipLocations as Record<string, number[]>)[zip];
      return found
        ? HttpResponse.json({ Zip: zip, Latitude: found[0], Longitude: found[1] })
        : HttpResponse.json(
            { HasNoErrors: false, Errors: [{ ErrorMessage: 'ZipNotFound' }], Message: 'unknown' },
            { status: 404 },
          );
    }),
  );
}

export interface RenderOptions {
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  context?: Partial<ScreenContext>;
}

export function renderLocations(screen: LoadedScreen, { options, layers, context }: RenderOptions = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings(layers)}
        options={createOptions(options ?? {}, optionSpecs)}
        rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
        registry={testRegistry(createLocationActions(), { branchLocator: BranchLocator })}
      >
        <ScreenRenderer
          screen={screen}
          context={testContext({ route: { path: screen.definition.route, params: {} }, ...context })}
        />
      </EngineProvider>
    </SWRConfig>,
  );
}

/** The names of the list's branches, in order. */
export function listedNames(list: HTMLElement): string[] {
  return [...list.querySelectorAll('h3')].map((heading) => heading.textContent ?? '');
}

/** The zip field, once its masked widget has loaded (a disabled stand-in holds its place until then). */
export async function zipField(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Zip Code' })).toBeEnabled());
  return screen.getByRole('textbox', { name: 'Zip Code' });
}
