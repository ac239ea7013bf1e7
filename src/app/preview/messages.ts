/**
 * The preview's side of the studio protocol (src/screens/studio/previewProtocol.ts): it
 * posts to its parent, at its own origin only, and accepts only messages from its parent, of
 * its own origin, that pass isToPreview.
 */
import { isToPreview, type FromPreview, type ToPreview } from '../../screens/studio/previewProtocol';

export function postToStudio(message: FromPreview) {
  window.parent.postMessage(message, window.location.origin);
}

/** Listens for the studio's messages; returns the way to stop. */
export function listenToStudio(onMessage: (message: ToPreview) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.source !== window.parent || event.origin !== window.location.origin) return;
    if (isToPreview(event.data)) onMessage(event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
