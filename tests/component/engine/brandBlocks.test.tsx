/**
 * The brand block (the institution's logo above a logged-out screen's heading, or its name
 * without a logo) and the backdrop block (the login's decorative background image).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Block, ScreenDefinition } from '../../../src/engine';
import { loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

const BRAND: Block = { type: 'brand', id: 'brand', logo: 'shell.logo', name: 'shell.institutionName' };
const BACKDROP: Block = { type: 'backdrop', id: 'background', src: 'login.backgroundImage' };

async function renderBlocks(blocks: Block[], opts: RenderScreenOptions = {}) {
  const definition: ScreenDefinition = {
    id: 'blocks',
    route: 'home/blocks',
    title: 'login.title',
    layout: 'narrow',
    blocks: [...blocks, { type: 'heading', text: 'login.heading' }],
  };
  return renderScreen(await loadScreen(definition), { options: { ContentFolder: '/content/demo' }, ...opts });
}

describe('brand block', () => {
  it("shows the logo from the content folder, named by the institution's name, above the heading", async () => {
    await renderBlocks([BRAND], {
      layers: { shared: { shell: { logo: 'logo.svg', institutionName: 'Demo Bank' } } },
    });
    const logo = screen.getByRole('img', { name: 'Demo Bank' });
    expect(logo).toHaveAttribute('src', '/content/demo/logo.svg');
    expect(logo).toHaveClass('brand__logo');
    expect(screen.queryByText('Demo Bank')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Sign In' });
    expect(logo.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives the logo the width and height of the settings the definition names, so it has its shape before it loads', async () => {
    await renderBlocks([{ ...BRAND, width: 'shell.logoWidth', height: 'shell.logoHeight' } as Block], {
      layers: { shared: { shell: { logo: 'logo.svg', logoWidth: '220', logoHeight: '48' } } },
    });
    const logo = screen.getByRole('img');
    expect(logo).toHaveAttribute('width', '220');
    expect(logo).toHaveAttribute('height', '48');
  });

  it.each([
    ['without a size in the settings', { logo: 'logo.svg' }],
    ['with half a size', { logo: 'logo.svg', logoWidth: '220' }],
    ['with a size that is no number of pixels', { logo: 'logo.svg', logoWidth: '220px', logoHeight: '48' }],
  ])('gives the logo no width or height %s', async (_case, shell) => {
    await renderBlocks([{ ...BRAND, width: 'shell.logoWidth', height: 'shell.logoHeight' } as Block], {
      layers: { shared: { shell } },
    });
    const logo = screen.getByRole('img');
    expect(logo).not.toHaveAttribute('width');
    expect(logo).not.toHaveAttribute('height');
  });

  it('shows the name as text while there is no logo', async () => {
    await renderBlocks([BRAND], { layers: { shared: { shell: { institutionName: 'Demo Bank' } } } });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Demo Bank')).toHaveClass('brand__name');
  });

  it('takes a fuller text alternative when the definition names one', async () => {
    await renderBlocks([{ ...BRAND, alt: 'shell.logoAlt' } as Block], {
      layers: { shared: { shell: { logo: 'logo.svg', logoAlt: 'The Demo Bank logo' } } },
    });
    expect(screen.getByRole('img', { name: 'The Demo Bank logo' })).toBeInTheDocument();
  });

  it('hides by its condition like any block', async () => {
    await renderBlocks([{ ...BRAND, hiddenWhen: { flag: 'register.hideLogo' } } as Block], {
      layers: { shared: { shell: { logo: 'logo.svg' }, register: { hideLogo: 'true' } } },
    });
    expect(document.querySelector('.brand')).toBeNull();
  });
});

describe('backdrop block', () => {
  it('is a decorative image from the content folder: empty alt, so no image role', async () => {
    await renderBlocks([BACKDROP], {
      layers: { shared: { login: { backgroundImage: 'harbour.svg' } } },
    });
    const image = document.querySelector('img.backdrop');
    expect(image).toHaveAttribute('src', '/content/demo/harbour.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is nothing while the setting is empty (the page colour shows)', async () => {
    await renderBlocks([BACKDROP]);
    expect(document.querySelector('.backdrop')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });
});
