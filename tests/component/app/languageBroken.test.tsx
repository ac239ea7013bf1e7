/** A Spanish chunk that does not hold a settings layer: a clear message, and the portal stays in English. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Root } from '../../../src/app/Root';

vi.mock('../../../locales/es.json', () => ({ default: ['not', 'a', 'layer'] }));

const MESSAGE = 'Español could not be loaded. The portal stays in English.';

describe('a broken Spanish layer', () => {
  beforeEach(() => {
    window.location.hash = '#/home/login';
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('says so when chosen and stays in English', async () => {
    render(<Root />);
    await userEvent.type(await screen.findByLabelText('Username'), 'demo.company');
    const group = within(screen.getByRole('group', { name: 'Language' }));
    await userEvent.click(group.getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByLabelText('Username')).toHaveValue('demo.company');
    expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portal.language')).toBeNull();
  });

  it('says so at boot when Spanish was remembered, and starts in English', async () => {
    localStorage.setItem('portal.language', 'es');
    render(<Root />);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  });
});
