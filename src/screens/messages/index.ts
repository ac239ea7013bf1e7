/** The messages form's block widget (screen-definitions/messages.json and homeMessages.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    messageForm: block(() => import('./MessageForm').then((m) => m.MessageForm)),
  },
});
