/**
 * The prerendered sign-in page handed over to the portal (src/app/prerender/takeOver.ts): while
 * the portal boots it shows alone (no spinner over it); once the login screen is committed, what
 * was typed is in the live fields, focus and caret are where they were, a Sign In pressed
 * meanwhile is sent, and the copy is gone. A boot that fails removes it for the error screen.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderLogin } from '../../../../src/app/prerender/loginPage';
import {
  dropHiddenPrerender,
  dropPrerender,
  HELD_SUBMIT,
  PRERENDER_OFF,
  prerenderShowing,
  takeOverPrerender,
} from '../../../../src/app/prerender/takeOver';
import { Root } from '../../../../src/app/Root';
import { applicationOptions, server } from '../../../support/msw';

const copyHtml = prerenderLogin(applicationOptions()).then(({ html }) => html);

/** The page as the server sends it: the copy, then the portal's empty root. */
async function servedPage(): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="prerender">${await copyHtml}</div><div id="root"></div>`;
  return document.getElementById('root')!;
}

const copyField = (id: string) => document.querySelector<HTMLInputElement>(`#prerender #${id}`)!;

/** The settings answer held back until released, so the boot can be seen before it ends. */
function heldSettings() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/setup/ApplicationOptions', async () => {
      await held;
      return HttpResponse.json(applicationOptions() as never);
    }),
  );
  return release;
}

describe('the prerendered sign-in page', () => {
  beforeEach(() => {
    window.location.hash = '#/home/login';
  });
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(PRERENDER_OFF);
  });

  it('shows alone while the portal boots, then hands what was typed, focus and caret to the live fields', async () => {
    const root = await servedPage();
    copyField('credentials_username').value = 'demo.borrower';
    const password = copyField('credentials_password');
    password.value = 'secret-1';
    password.focus();
    password.setSelectionRange(3, 3);
    const release = heldSettings();

    render(<Root />, { container: root });
    expect(prerenderShowing()).toBe(true);
    expect(root).toBeEmptyDOMElement();

    release();
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    const username = screen.getByLabelText('Username');
    const live = screen.getByLabelText('Password');
    expect(root).toContainElement(username);
    expect(username).toHaveValue('demo.borrower');
    expect(live).toHaveValue('secret-1');
    expect(live).toHaveFocus();
    expect((live as HTMLInputElement).selectionStart).toBe(3);
    expect(document.querySelectorAll('#credentials_username')).toHaveLength(1);
  });

  it('sends a Sign In pressed before the portal had taken over, with what was typed', async () => {
    const root = await servedPage();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/login/userlogin', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { HasNoErrors: false, Errors: ['Username or password is invalid'] } as never,
          {
            status: 403,
          },
        );
      }),
    );
    // Within the spec's legacy limit of 12, which these settings keep.
    copyField('credentials_username').value = 'dana.b';
    copyField('credentials_password').value = 'secret-1';
    document.querySelector('#prerender form')!.setAttribute(HELD_SUBMIT, '');

    render(<Root />, { container: root });
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 3000 });
    expect(sent[0]).toMatchObject({ username: 'dana.b', password: 'secret-1' });
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('leaves nothing for the error screen when the portal cannot start', async () => {
    const root = await servedPage();
    server.use(http.get('/api/setup/ApplicationOptions', () => HttpResponse.text('down', { status: 500 })));
    render(<Root />, { container: root });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.getElementById('prerender')).toBeNull();
  });

  it('is dropped at start when the gate hid it (another address or language)', async () => {
    await servedPage();
    document.documentElement.setAttribute(PRERENDER_OFF, 'off');
    expect(prerenderShowing()).toBe(false);
    dropHiddenPrerender();
    expect(document.getElementById('prerender')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(PRERENDER_OFF);
  });

  it('stays when the gate let it show, until the portal takes over', async () => {
    await servedPage();
    dropHiddenPrerender();
    expect(prerenderShowing()).toBe(true);
  });
});

describe('takeOverPrerender', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = (copy: string, live: string) => {
    document.body.innerHTML = `<div id="prerender"><div data-screen="login">${copy}</div></div><div id="root">${live}</div>`;
    return document.getElementById('root')!;
  };

  it('waits for a live field still loading, then hands over to it', async () => {
    const root = page('<input id="a" value="typed">', '<div data-screen="login"></div>');
    takeOverPrerender();
    await Promise.resolve();
    expect(document.getElementById('prerender')).not.toBeNull();
    root.firstElementChild!.innerHTML = '<input id="a">';
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    expect(root.querySelector('input')).toHaveValue('typed');
  });

  it('keeps focus at the same place when it was on a button of the copy', async () => {
    const root = page(
      '<input id="a"><button type="button">Show</button>',
      '<div data-screen="login"><input id="a"><button type="button">Show</button></div>',
    );
    document.querySelector<HTMLButtonElement>('#prerender button')!.focus();
    takeOverPrerender();
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
    expect(root.querySelector('button')).toHaveFocus();
  });

  it('gives way at once to another screen', async () => {
    page('<input id="a" value="typed">', '<div data-screen="dashboard"></div>');
    takeOverPrerender();
    await waitFor(() => expect(document.getElementById('prerender')).toBeNull());
  });

  it('does nothing without a copy', () => {
    page('', '');
    dropPrerender();
    expect(() => takeOverPrerender()).not.toThrow();
  });
});
