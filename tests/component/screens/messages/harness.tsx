/**
 * Renders a messages definition (signed in: myaccount/messages; signed out: home/messages)
 * with the real engine, its rules and the messageForm block widget, with the options and
 * settings a test chooses, each render with its own SWR cache.
 */
import userEvent from '../../../support/userEvent';
import { SIGNED_OUT, type SessionContext, type SettingsLayers } from '../../../../src/engine';
import homeMessages from '../../../../src/generated/screens/homeMessages';
import messages from '../../../../src/generated/screens/messages';
import { MessageForm } from '../../../../src/screens/messages/MessageForm';
import { renderScreen } from '../../../support/engine';

export const SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
  emailAddress: 'alex.morgan@example.com',
  servicingBranch: '0001',
};

export interface MessagesRender {
  signedIn?: boolean;
  options?: Record<string, unknown>;
  layers?: SettingsLayers;
  session?: SessionContext;
}

export function renderMessages({
  signedIn = false,
  options = {},
  layers,
  session = SESSION,
}: MessagesRender = {}) {
  const screen = signedIn ? messages : homeMessages;
  const context = {
    session: signedIn ? session : SIGNED_OUT,
    route: { path: screen.definition.route, params: {} },
  };
  const user = userEvent.setup();
  const view = renderScreen(screen, {
    context,
    options,
    layers,
    blocks: { messageForm: MessageForm },
    swr: {},
  });
  return { ...view, user };
}
