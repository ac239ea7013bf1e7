/**
 * Renders the contact info change's definition with the real engine and its block widget,
 * each test with its own SWR cache, signed in as demo.borrower.
 */
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import requestChange from '../../../../src/generated/screens/requestChange';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import { RequestChangeForm } from '../../../../src/screens/requestChange/RequestChangeForm';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export function renderRequestChange(layers?: SettingsLayers) {
  const context = testContext({
    session: SESSION,
    route: { path: requestChange.definition.route, params: {} },
  });
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings(layers)}
        options={createOptions({ ForceManualCifChanges: true }, optionSpecs)}
        rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
        registry={testRegistry({}, { requestChangeForm: RequestChangeForm })}
      >
        <ScreenRenderer screen={requestChange} context={context} />
      </EngineProvider>
    </SWRConfig>,
  );
}
