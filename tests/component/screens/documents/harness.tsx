/**
 * Renders a screen definition with the document block widgets (documentList, documentCenter)
 * and the loan screen's action links, with the real engine and each test with its own SWR
 * cache; the other blocks of the definition render nothing. The loan screen's data.loan is
 * given as initial data (its loading widget is the loan tests' concern).
 */
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type LoadedScreen,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { DocumentCenter } from '../../../../src/screens/documents/DocumentCenter';
import { LoanActions } from '../../../../src/screens/loan/LoanActions';
import { DocumentListBlock } from '../../../../src/screens/shared/documents/DocumentListBlock';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const PERSONAL: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export const COMPANY: SessionContext = { ...PERSONAL, personal: false, username: 'demo.company' };

export interface DocumentsRenderOptions {
  session?: SessionContext;
  params?: Record<string, string>;
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  initialData?: Record<string, unknown>;
}

export function renderDocumentsScreen(loaded: LoadedScreen, opts: DocumentsRenderOptions = {}) {
  const navigate = vi.fn();
  const blocks = {
    documentList: DocumentListBlock,
    documentCenter: DocumentCenter,
    loanActions: (props: BlockWidgetProps) => <LoanActions {...props} navigate={navigate} />,
  };
  const context = testContext({
    session: opts.session ?? PERSONAL,
    route: { path: loaded.definition.route, params: opts.params ?? {} },
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings(opts.layers)}
        options={createOptions(opts.options ?? {}, optionSpecs)}
        rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
        registry={testRegistry({}, blocks)}
      >
        <ScreenRenderer screen={loaded} context={context} initialData={opts.initialData} />
      </EngineProvider>
    </SWRConfig>,
  );
}
