/**
 * The preview frame's start (src/main.tsx loads this chunk for `?studio-preview`): every call
 * is answered from the demo data, the session lives in memory (signed in as demo.borrower when
 * the frame opens on a signed-in route), and the preview root renders.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { provideTransport } from '../../api/client';
import { keepSessionInMemory } from '../session/store';
import { demoTransport } from './demo/transport';
import { PreviewRoot } from './PreviewRoot';
import { isSignedInRoute, PREVIEW_SESSION, routeOfHash } from './previewSession';

export function startPreview(root: Root) {
  provideTransport(demoTransport);
  keepSessionInMemory(isSignedInRoute(routeOfHash(window.location.hash)) ? PREVIEW_SESSION : null);
  root.render(
    <StrictMode>
      <PreviewRoot />
    </StrictMode>,
  );
}
