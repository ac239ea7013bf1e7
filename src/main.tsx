/**
 * The page's entry. The portal's modules run in stages, each in a task of its own: React and
 * React DOM, then the form engine, then the portal (./portal.tsx). Evaluated at once they were
 * one long task (some 300 ms on a slow phone) while the prerendered sign-in form was already
 * on screen; in stages the page answers the keyboard in between. Every stage's file is
 * preloaded by the page (tools/vite-plugin-preload-first-page.ts), so staging costs no
 * round trip.
 */
import './widgets/theme/portal.css';
import './app/app.css';

void import('react-dom/client').then(() => import('./engine')).then(() => import('./portal'));
