/**
 * Renders the contact info change's definition with the real engine and its block widget,
 * each test with its own SWR cache, signed in as demo.borrower.
 */
import { type SessionContext, type SettingsLayers } from '../../../../src/engine';
import requestChange from '../../../../src/generated/screens/requestChange';
import { RequestChangeForm } from '../../../../src/screens/requestChange/RequestChangeForm';
import { DEMO_SESSION, renderScreen } from '../../../support/engine';

export const SESSION: SessionContext = DEMO_SESSION;

export function renderRequestChange(layers?: SettingsLayers) {
  const context = {
    session: SESSION,
    route: { path: requestChange.definition.route, params: {} },
  };
  return renderScreen(requestChange, {
    context,
    layers,
    options: { ForceManualCifChanges: true },
    blocks: { requestChangeForm: RequestChangeForm },
    swr: {},
  });
}
