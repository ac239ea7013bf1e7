/**
 * The agreement checkbox of the registration logon step (src/widgets/inputs/AgreementWidget,
 * spec 01 §4 'Agreement checkbox', §5): "I agree to the {name}", a link that opens the
 * agreement in a new tab, and with click-required the box disabled, with a hint, until the
 * link was opened. The agreement comes from the screen's data, as registration puts it there.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, FieldDefinition } from '../../../src/engine';
import { violations } from '../../support/axe';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen } from '../../support/engine';

const AGREEMENT = { name: 'Online Banking Agreement', url: '/content/oba.html', hostNum: 11337 };
const CHECKBOX = 'I agree to the Online Banking Agreement';
// jsdom's name computation drops the space before the visually hidden part.
const LINK = /^Read the Online Banking Agreement ?\(opens in a new tab\)$/;
const HINT = 'You must click on the link, read the Online Banking Agreement, and then return and click agree';

// Following a link is not something jsdom does; the tests only need the click.
function noNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', noNavigation));
afterEach(() => {
  document.removeEventListener('click', noNavigation);
  cleanup();
});

async function renderAgreement(
  options: FieldDefinition['options'] = {},
  field: Partial<FieldDefinition> = {},
) {
  const submit = vi.fn<Action>(async () => ({ ok: true }));
  const loaded = await loadScreen(
    formScreen(
      { type: 'object', properties: { agreed: { type: 'boolean' } } },
      {
        agreed: {
          label: 'register.agreementsLabel',
          widget: 'agreement',
          options: { agreement: { var: 'data.agreement' }, ...options },
          constraints: { required: true, check: 'agreement' },
          ...field,
        },
      },
    ),
  );
  renderScreen(loaded, { actions: { submit }, initialData: { agreement: AGREEMENT } });
  // The widget is lazy: a busy input holds its place until its code is there.
  await screen.findByRole('checkbox', { name: CHECKBOX });
  return { submit, user: userEvent.setup() };
}

describe('agreement widget', () => {
  it('labels the box "I agree to the {name}", unticked at first', async () => {
    await renderAgreement();
    const box = screen.getByRole('checkbox', { name: CHECKBOX });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    expect(box).toHaveAttribute('aria-required', 'true');
  });

  it('links to the agreement, opening it in a new tab (and says so)', async () => {
    await renderAgreement();
    const link = screen.getByRole('link', { name: LINK });
    expect(link).toHaveAttribute('href', AGREEMENT.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('submits true once ticked', async () => {
    const { submit, user } = await renderAgreement();
    await user.click(screen.getByRole('checkbox', { name: CHECKBOX }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![0]).toEqual({ agreed: true });
  });

  it('unticked on submit: "You must agree to the {agreement}", and nothing is sent', async () => {
    const { submit, user } = await renderAgreement();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const box = screen.getByRole('checkbox', { name: CHECKBOX });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('You must agree to the Online Banking Agreement');
    expect(submit).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  describe('with click-required', () => {
    it('keeps the box disabled, with the hint, until the link is clicked', async () => {
      const { user } = await renderAgreement({ clickRequired: true });
      const box = screen.getByRole('checkbox', { name: CHECKBOX });
      expect(box).toBeDisabled();
      expect(screen.getByText(HINT)).toBeInTheDocument();
      expect(box).toHaveAccessibleDescription(expect.stringContaining(HINT));

      await user.click(box);
      expect(box).not.toBeChecked();

      await user.click(screen.getByRole('link', { name: LINK }));
      expect(box).toBeEnabled();
      expect(screen.queryByText(HINT)).not.toBeInTheDocument();
      expect(box).not.toHaveAccessibleDescription(expect.stringContaining(HINT));
      await user.click(box);
      expect(box).toBeChecked();
    });

    it('submitting before the link was clicked says the agreement must be agreed to', async () => {
      const { submit, user } = await renderAgreement({ clickRequired: true });
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      const box = screen.getByRole('checkbox', { name: CHECKBOX });
      await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
      expect(box).toHaveAccessibleDescription(
        expect.stringContaining('You must agree to the Online Banking Agreement'),
      );
      expect(submit).not.toHaveBeenCalled();
    });
  });

  it.each([
    ['clickRequired false', { clickRequired: false }],
    ['clickRequired not true', { clickRequired: 'true' }],
  ])('%s: no hint, the box is enabled', async (_case, options) => {
    await renderAgreement(options);
    expect(screen.getByRole('checkbox', { name: CHECKBOX })).toBeEnabled();
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('a disabled field stays disabled after the link is clicked', async () => {
    const { user } = await renderAgreement({ clickRequired: true }, { disabledWhen: true });
    await user.click(screen.getByRole('link', { name: LINK }));
    expect(screen.getByRole('checkbox', { name: CHECKBOX })).toBeDisabled();
  });

  it.each([
    ['as it first shows, click-required', { clickRequired: true }],
    ['without click-required', {}],
  ])('has no axe violations %s', async (_case, options) => {
    await renderAgreement(options);
    expect(await violations('fragment')).toEqual([]);
  });
});
