/**
 * The footer's language choice over the real boot: Spanish texts from locales/es.json,
 * <html lang> and the page's description, the choice remembered for the next boot, the
 * user's entries kept, and the institution's switch that hides the choice.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../../src/app/boot';
import { Root } from '../../../src/app/Root';
import { applicationOptions, server } from '../../support/msw';

function languageGroup() {
  return within(screen.getByRole('group', { name: /^(Language|Idioma)$/ }));
}

/** The page's description (its meta element's content). */
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

async function bootLogin() {
  const view = render(<Root />);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the language choice', () => {
  beforeEach(() => {
    window.location.hash = '#/home/login';
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('offers English (pressed) and Español, each named in its own language', async () => {
    await bootLogin();
    const group = languageGroup();
    expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(group.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'false');
    expect(group.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the texts and <html lang> without a reload, keeping the route and the entries', async () => {
    await bootLogin();
    await userEvent.type(screen.getByLabelText('Username'), 'demo.company');
    await userEvent.click(languageGroup().getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toHaveValue('demo.company');
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/home/login');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Pagos - Inicio de sesión'));
    expect(languageGroup().getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('portal.language')).toBe('es');

    await userEvent.click(languageGroup().getByRole('button', { name: 'English' }));
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.company');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portal.language')).toBe('en');
  });

  it("puts the page's description in the language chosen, from its setting", async () => {
    await bootLogin();
    expect(description()).toBe(
      'Your loans and accounts online: make a payment, see your balance and history, get your statements and send us a message.',
    );
    await userEvent.click(languageGroup().getByRole('button', { name: 'Español' }));
    await screen.findByLabelText('Nombre de usuario');
    expect(description()).toBe(
      'Sus préstamos y cuentas en línea: haga un pago, consulte su saldo y su historial, obtenga sus estados de cuenta y envíenos un mensaje.',
    );
    await userEvent.click(languageGroup().getByRole('button', { name: 'English' }));
    await screen.findByLabelText('Username');
    expect(description()).toMatch(/^Your loans and accounts online/);
  });

  it("takes the institution's own description in each language", async () => {
    const answer = applicationOptions({ english: { app: { metaDescription: 'Harbor loans online.' } } });
    const gassySettings = {
      ...answer.gassySettings,
      spanish: { app: { metaDescription: 'Préstamos de Harbor en línea.' } },
    };
    server.use(
      http.get('/api/setup/ApplicationOptions', () => HttpResponse.json({ ...answer, gassySettings })),
    );
    await bootLogin();
    expect(description()).toBe('Harbor loans online.');
    await userEvent.click(languageGroup().getByRole('button', { name: 'Español' }));
    await screen.findByLabelText('Nombre de usuario');
    expect(description()).toBe('Préstamos de Harbor en línea.');
  });

  it('is remembered on the next boot', async () => {
    const first = await bootLogin();
    await userEvent.click(languageGroup().getByRole('button', { name: 'Español' }));
    await screen.findByLabelText('Nombre de usuario');
    first.unmount();

    await bootLogin();
    expect(screen.getByLabelText('Nombre de usuario')).toBeInTheDocument();
    expect(languageGroup().getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is operable by keyboard', async () => {
    await bootLogin();
    languageGroup().getByRole('button', { name: 'Español' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByLabelText('Nombre de usuario')).toBeInTheDocument();
    // The pressed button keeps the focus across the switch.
    expect(languageGroup().getByRole('button', { name: 'Español' })).toHaveFocus();
  });

  it('reads the institution shared and spanish texts over the product translation in Spanish', async () => {
    localStorage.setItem('portal.language', 'es');
    const answer = applicationOptions({
      shared: { login: { heading: 'Bienvenido a Harbor' } },
      english: { login: { usernameLabel: 'Member ID' } },
    });
    const gassySettings = { ...answer.gassySettings, spanish: { login: { passwordLabel: 'Clave' } } };
    server.use(
      http.get('/api/setup/ApplicationOptions', () => HttpResponse.json({ ...answer, gassySettings })),
    );
    await bootLogin();
    expect(screen.getByRole('heading', { name: 'Bienvenido a Harbor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de usuario')).toBeInTheDocument();
    expect(screen.getByLabelText('Clave')).toBeInTheDocument();
  });

  it('is hidden, and a remembered Spanish not applied, when the institution turns it off', async () => {
    localStorage.setItem('portal.language', 'es');
    server.use(
      http.get('/api/setup/ApplicationOptions', () =>
        HttpResponse.json(applicationOptions({ english: { shell: { showLanguageChoice: 'false' } } })),
      ),
    );
    await bootLogin();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads the translation beside ApplicationOptions, not after it', async () => {
    let answered = false;
    server.use(
      http.get('/api/setup/ApplicationOptions', () => {
        answered = true;
        return HttpResponse.json(applicationOptions());
      }),
    );
    const translate = vi.fn(() => {
      expect(answered).toBe(false);
      return Promise.resolve({ login: { heading: 'Entrar' } });
    });
    const booted = await boot('es', translate);
    expect(translate).toHaveBeenCalledWith('es');
    expect(booted.ok && booted.settings.text('login.heading')).toBe('Entrar');
  });
});
