/**
 * The portal's start, the last of the boot's stages (./main.tsx): the page's root, then the
 * studio's preview frame or the portal itself.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startEarly } from './app/earlyStart';
import { dropHiddenPrerender } from './app/prerender/takeOver';
import { Root } from './app/Root';
import { PREVIEW_QUERY } from './screens/studio/previewProtocol';

const root = createRoot(document.getElementById('root')!);
const portal = () => {
  // The settings, the route's chunk (and a signed-in route's shared code) are requested now, in
  // parallel, before React renders anything (app/earlyStart.ts).
  const booting = startEarly(window.location.hash);
  // The server's prerendered sign-in page, when this address or language does not show it.
  dropHiddenPrerender();
  root.render(
    <StrictMode>
      <Root start={() => booting} />
    </StrictMode>,
  );
};

// The studio's preview frame (src/app/preview) is its own chunk; a server without the studio
// does not serve it, and then the page is simply the portal.
if (new URLSearchParams(window.location.search).has(PREVIEW_QUERY)) {
  import('./app/preview/previewFrame').then(({ startPreview }) => startPreview(root), portal);
} else {
  // In a task of its own: this stage's modules have just run, and the page, the prerendered
  // sign-in form meanwhile, answers the keyboard in between.
  setTimeout(portal, 0);
}
