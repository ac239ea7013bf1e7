import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/errors/ErrorBoundary';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type Block,
  type ScreenDefinition,
} from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { loadScreen } from '../../support/definitions';
import { testContext, testRegistry, testSettings } from '../../support/engine';
import { server } from '../../support/msw';

function screenWith(blocks: unknown[]): ScreenDefinition {
  return { id: 'broken', route: 'home/broken', title: 'login.title', blocks: blocks as Block[] };
}

async function renderBroken(definition: ScreenDefinition) {
  const settings = testSettings();
  const loaded = await loadScreen(definition, 'screen-definitions/broken.json');
  render(
    <EngineProvider
      settings={settings}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook([])}
      registry={testRegistry({ submit: async () => ({ ok: true }) })}
    >
      <ErrorBoundary settings={settings}>
        <ScreenRenderer screen={loaded} context={testContext()} />
      </ErrorBoundary>
    </EngineProvider>,
  );
}

const form = (field: object) => ({
  type: 'form',
  id: 'f',
  action: 'submit',
  submit: 'login.submit',
  schema: { type: 'object', properties: { name: { type: 'string' } } },
  fields: { name: { label: 'login.usernameLabel', ...field } },
});

describe('a definition the engine cannot trust shows an error screen naming the file', () => {
  let reports: { Message: string }[];
  beforeEach(() => {
    reports = [];
    server.use(
      http.post('/api/ClientError', async ({ request }) => {
        reports.push((await request.json()) as { Message: string });
        return HttpResponse.json({ HasNoErrors: true });
      }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['an unknown block type', [{ type: 'carousel' }], 'unknown block type "carousel"'],
    ['an unknown widget', [form({ widget: 'slider' })], 'unknown widget "slider"'],
    [
      'an unknown json-logic operator',
      [{ type: 'text', text: 'login.heading', visibleWhen: { regex: ['a', 'b'] } }],
      'unknown json-logic operator "regex"',
    ],
    ['a settings key without a group', [{ type: 'heading', text: 'heading' }], 'not of the form group.key'],
    [
      'an undeclared settings key',
      [{ type: 'heading', text: 'login.welcome' }],
      '"login.welcome" is not declared',
    ],
    ['an unknown action', [{ ...form({}), action: 'launch' }], 'unknown action "launch"'],
    ['an unknown block widget', [{ type: 'widget', name: 'branchMap' }], 'unknown block widget "branchMap"'],
  ])('%s', async (_case, blocks, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderBroken(screenWith(blocks));
    expect(screen.getByRole('heading', { name: 'This page could not be displayed' })).toBeInTheDocument();
    expect(
      screen.getByText(/The page definition screen-definitions\/broken\.json is not valid/),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(detail.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
    // The boundary also reports it to the server.
    await waitFor(() => expect(reports.map((report) => report.Message)).toHaveLength(1));
    expect(reports[0]!.Message).toContain('screen-definitions/broken.json');
  });
});
