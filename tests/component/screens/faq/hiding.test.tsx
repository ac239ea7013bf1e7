/**
 * The FAQ's settings (spec 03 §2.11): a section and its navigation item hidden by its flag, a
 * question hidden or emptied, a section left empty left out, every section hidden; the compact
 * menu on narrow screens (device.compact); the signed-out variant; the option Faq.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import faq from '../../../../src/generated/screens/faq';
import faqSignedOut from '../../../../src/generated/screens/faqSignedOut';
import { FaqBlock } from '../../../../src/screens/faq/FaqBlock';
import { violations } from '../../../support/axe';
import { renderScreen, type RenderScreenOptions } from '../../../support/engine';
import { entryOf, renderPortal } from '../../app/portalHarness';

const COMPACT = { device: { mobileApp: false, compact: true, production: false } };

function renderFaq(options: RenderScreenOptions = {}, screenDefinition = faq) {
  return renderScreen(screenDefinition, { ...options, blocks: { faq: FaqBlock } });
}

const navItems = () =>
  within(screen.getByRole('navigation', { name: 'FAQ sections' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('hiding FAQ content', () => {
  it('leaves out a hidden section and its navigation item', () => {
    renderFaq({ layers: { shared: { faq: { hideGeneral: 'true', hideRates: 'yes' } } } });
    expect(navItems()).toEqual(['Security', 'Account', 'Holidays']);
    expect(screen.getByRole('region', { name: 'Security' })).toBeInTheDocument();
  });

  it('leaves out a hidden or emptied question', () => {
    renderFaq({ layers: { shared: { faq: { hideGeneral2: 'true', general3Question: '' } } } });
    const section = screen.getByRole('region', { name: 'General' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['What can I do in the online portal?', 'How do I contact you?']);
  });

  it('leaves out a section whose every question is hidden', () => {
    renderFaq({
      layers: { shared: { faq: { hideRates1: 'true', hideRates2: 'true', hideRates3: 'true' } } },
    });
    expect(navItems()).toEqual(['General', 'Security', 'Account', 'Holidays']);
  });

  it('shows the one section left without a navigation', () => {
    renderFaq({
      layers: {
        shared: {
          faq: { hideGeneral: 'true', hideSecurity: 'true', hideAccount: 'true', hideRates: 'true' },
        },
      },
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Holidays' })).toBeInTheDocument();
  });

  it('says there is nothing to show when every section is hidden', () => {
    const hidden = {
      hideGeneral: '1',
      hideSecurity: '1',
      hideAccount: '1',
      hideRates: '1',
      hideHolidays: '1',
    };
    renderFaq({ layers: { shared: { faq: hidden } } });
    expect(screen.getByText('There are no questions to show at this time.')).toBeInTheDocument();
  });
});

describe('the FAQ on a narrow screen (device.compact)', () => {
  it('chooses the section from a menu listing the same sections', async () => {
    renderFaq({ context: COMPACT, layers: { shared: { faq: { hideSecurity: 'true' } } } });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const menu = screen.getByRole('combobox', { name: 'Section' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Account', 'Rates', 'Holidays']);
    expect(menu).toHaveValue('general');
    await userEvent.setup().selectOptions(menu, 'Rates');
    expect(screen.getByRole('heading', { level: 2, name: 'Rates' })).toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(await violations('fragment')).toEqual([]);
  });
});

describe('the signed-out FAQ (home/faq)', () => {
  it('has the logo and Back to Login', () => {
    renderFaq({ layers: { shared: { shell: { logo: 'logo.svg' } } } }, faqSignedOut);
    expect(screen.getByRole('img', { name: 'Your Financial Institution' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(navItems()[0]).toBe('General');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '#/home/login');
  });
});

describe('the FAQ route', () => {
  it.each([
    ['on (the default)', {}, 'Frequently Asked Questions'],
    ['off', { Faq: false }, 'Page not available'],
  ])('option Faq %s: %s', async (_case, options, heading) => {
    renderPortal({ path: '/myaccount/faq', options, entries: [entryOf(faq.definition)] });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
