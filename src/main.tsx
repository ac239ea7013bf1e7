import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';
import { PREVIEW_QUERY } from './screens/studio/previewProtocol';
import './widgets/theme/portal.css';
import './app/app.css';

const root = createRoot(document.getElementById('root')!);
const portal = () =>
  root.render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );

// The studio's preview frame (src/app/preview) is its own chunk; a server without the studio
// does not serve it, and then the page is simply the portal.
if (new URLSearchParams(window.location.search).has(PREVIEW_QUERY)) {
  import('./app/preview/previewFrame').then(({ startPreview }) => startPreview(root), portal);
} else portal();
