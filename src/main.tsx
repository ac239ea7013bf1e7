/**
 * The page's entry. The portal's modules run in stages, each in a task of its own: React (React
 * DOM's body runs when this first stage asks for it), then the form engine, then the portal
 * (./portal.tsx). Evaluated at once they were one long task (some 300 ms on a slow phone) while
 * the prerendered sign-in form was already on screen. Every stage's file is preloaded by the page
 * (tools/vite-plugin-preload-first-page.ts), so staging costs no round trip. As built today the
 * entry imports the engine's file itself (it holds Vite's preload helper), so the engine's
 * modules run with the entry and its stage finds them done.
 */
import './widgets/theme/portal.css';
import './app/app.css';

void import('react-dom/client').then(() => import('./engine')).then(() => import('./portal'));
