import { screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../src/app/session/store';
import { renderPortal } from './portalHarness';

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

async function footer(options: Parameters<typeof renderPortal>[0] = {}) {
  renderPortal({ path: '/home/login', session: null, ...options });
  // The page is there: the shell has set focus at the navigation's end, so keys go where a test puts focus.
  await screen.findByRole('heading', { name: 'Sign In' });
  return within(await screen.findByRole('contentinfo'));
}

describe('the footer', () => {
  it('shows the copyright with the year from the clock and the institution', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-04T12:00:00Z') });
    const view = await footer({ layers: { shared: { shell: { institutionName: 'Harbor Valley' } } } });
    expect(view.getByText('© 2031 Harbor Valley')).toBeInTheDocument();
  });

  it('shows only the images that have a file name, from the content folder, with their alt text', async () => {
    const view = await footer({
      options: { ContentFolder: '/content' },
      layers: {
        shared: {
          footer: { image1: 'ehl.png', image1Alt: 'Equal Housing Lender', image2: '', image3: 'ncua.svg' },
        },
      },
    });
    const images = view.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/content/ehl.png');
    expect(images[0]).toHaveAccessibleName('Equal Housing Lender');
    // An image without alt text is decorative.
    const decorative = screen.getByRole('contentinfo').querySelectorAll('img[alt=""]');
    expect([...decorative].map((image) => image.getAttribute('src'))).toEqual(['/content/ncua.svg']);
  });

  it('shows no images, rich text or disclosures by default', async () => {
    const view = await footer();
    expect(view.queryByRole('img')).not.toBeInTheDocument();
    expect(view.queryByRole('button')).not.toBeInTheDocument();
    expect(view.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the rich text sanitised', async () => {
    const view = await footer({
      layers: {
        shared: {
          footer: { text: '<p>Insured by <a href="https://ncua.gov">NCUA</a></p><script>x()</script>' },
        },
      },
    });
    expect(view.getByRole('link', { name: 'NCUA' })).toHaveAttribute('href', 'https://ncua.gov');
    expect(screen.getByRole('contentinfo').querySelector('script')).toBeNull();
  });

  it('reveals and hides the disclosures from the keyboard', async () => {
    const user = userEvent.setup();
    const view = await footer({
      layers: { shared: { footer: { disclosures: '<p>Rates are subject to change.</p>' } } },
    });
    const button = view.getByRole('button', { name: 'Show Disclosures' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveTextContent('Rates are subject to change.');
    expect(panel).toHaveAttribute('inert');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide Disclosures');
    expect(panel).not.toHaveAttribute('inert');
    expect(panel).toHaveClass('disclosures__panel--open');

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Show Disclosures');
    expect(panel).toHaveAttribute('inert');
  });

  it('is the same in the signed-in area', async () => {
    renderPortal({ layers: { shared: { footer: { disclosures: '<p>Disclosure</p>' } } } });
    const view = within(await screen.findByRole('contentinfo'));
    expect(view.getByText(/© \d{4} Your Financial Institution/)).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Show Disclosures' })).toBeInTheDocument();
  });
});
