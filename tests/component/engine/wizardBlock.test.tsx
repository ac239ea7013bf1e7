/**
 * The wizard block with the real engine: one included step shown at a time (the others
 * hidden but mounted), a tab list whose earlier tabs lead back, moves answered by actions
 * and judged with their data, and focus following the step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import type {
  Action,
  ActionResult,
  Block,
  FormBlock,
  ScreenDefinition,
  WizardBlock,
  WizardStep,
} from '../../../src/engine';
import { loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

/** Step titles (settings keys) and the texts they show. */
const FIRST = { key: 'postLogin.securityCodeHeading', text: 'Enter your security code' };
const SECOND = { key: 'postLogin.ssnHeading', text: 'Verify your identity' };
const THIRD = { key: 'postLogin.changePasswordHeading', text: 'Password Change Required' };
const LABEL = { key: 'login.title', text: 'Payments - Login' };

/** A form of one text field (Username) whose submit button reads Continue. */
function nameForm(id: string, action: string): FormBlock {
  return {
    type: 'form',
    id,
    action,
    schema: { type: 'object', properties: { name: { type: 'string' } } },
    fields: { name: { label: 'login.usernameLabel' } },
    submit: 'postLogin.continue',
  };
}

const backButton: Block = { type: 'button', text: 'postLogin.cancel', action: 'cancelSignIn' };
const marker = (text: string): Block => ({ type: 'text', text });

function step(title: string, id: string, blocks: Block[], extra: Partial<WizardStep> = {}): WizardStep {
  return { id, title, blocks, ...extra };
}

/** Three steps: a form (signIn) first, a form (validateCode) and a back button second, text third. */
function threeSteps(extra: { second?: Partial<WizardStep>; third?: Partial<WizardStep> } = {}): WizardStep[] {
  return [
    step(FIRST.key, 'first', [nameForm('one', 'signIn')]),
    step(SECOND.key, 'second', [nameForm('two', 'validateCode'), backButton], extra.second),
    step(THIRD.key, 'third', [marker('login.faq')], extra.third),
  ];
}

async function renderWizard(
  steps: WizardStep[],
  opts: RenderScreenOptions & { wizard?: Partial<WizardBlock> } = {},
) {
  const wizard: WizardBlock = { type: 'wizard', id: 'wizard', label: LABEL.key, steps, ...opts.wizard };
  const definition: ScreenDefinition = {
    id: 'wizardScreen',
    route: 'home/wizard',
    title: 'login.title',
    blocks: [wizard],
  };
  renderScreen(await loadScreen(definition), opts);
  // The wizard block loads on first use (Blocks.tsx): wait for it, unless the test hides it.
  if (!opts.wizard?.hiddenWhen) await waitFor(() => expect(document.getElementById('wizard')).not.toBeNull());
}

const ok = (result: ActionResult = { ok: true }) => vi.fn<Action>(async () => result);
const next = () => ok({ ok: true, step: 'next' });
const back = () => ok({ ok: true, step: 'back' });

const nav = () => screen.getByRole('navigation', { name: LABEL.text });
const tab = (name: string) => within(nav()).getByRole('button', { name });
const tabNames = () =>
  within(nav())
    .getAllByRole('button')
    .map((button) => button.textContent);
/** The step sections shown (the hidden ones are not in the accessibility tree). */
const shownSteps = () => screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
const region = (name: string) => screen.getByRole('region', { name });
const continueIn = (name: string) => within(region(name)).getByRole('button', { name: 'Continue' });

describe('wizard block', () => {
  it('shows only the first step at start, with every step mounted and the others hidden', async () => {
    await renderWizard(threeSteps(), { actions: { signIn: next() } });
    expect(shownSteps()).toEqual([FIRST.text]);
    const sections = document.querySelectorAll<HTMLElement>('#wizard section.wizard__step');
    expect([...sections].map((section) => [section.getAttribute('data-step'), section.hidden])).toEqual([
      ['first', false],
      ['second', true],
      ['third', true],
    ]);
  });

  it('lists the steps as buttons in a navigation named by the label, the first current and later ones disabled', async () => {
    await renderWizard(threeSteps());
    expect(tabNames()).toEqual([FIRST.text, SECOND.text, THIRD.text]);
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(FIRST.text)).toBeEnabled();
    for (const name of [SECOND.text, THIRD.text]) {
      expect(tab(name)).not.toHaveAttribute('aria-current');
      expect(tab(name)).toBeDisabled();
    }
  });

  it('moves to the next step when the form action answers next: its tab current, its section focused', async () => {
    const signIn = next();
    await renderWizard(threeSteps(), { actions: { signIn } });
    await userEvent.type(within(region(FIRST.text)).getByLabelText('Username'), 'kept');
    await userEvent.click(continueIn(FIRST.text));

    await waitFor(() => expect(shownSteps()).toEqual([SECOND.text]));
    expect(signIn).toHaveBeenCalledWith(
      { name: 'kept' },
      expect.objectContaining({ screenId: 'wizardScreen', formId: 'one' }),
    );
    expect(tab(SECOND.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(FIRST.text)).not.toHaveAttribute('aria-current');
    expect(tab(FIRST.text)).toBeEnabled();
    expect(tab(THIRD.text)).toBeDisabled();
    await waitFor(() => expect(region(SECOND.text)).toHaveFocus());
  });

  it('goes back when a button action answers back, with the entries of the earlier step kept', async () => {
    await renderWizard(threeSteps(), { actions: { signIn: next(), cancelSignIn: back() } });
    await userEvent.type(within(region(FIRST.text)).getByLabelText('Username'), 'kept');
    await userEvent.click(continueIn(FIRST.text));
    await waitFor(() => expect(shownSteps()).toEqual([SECOND.text]));

    await userEvent.click(within(region(SECOND.text)).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(shownSteps()).toEqual([FIRST.text]));
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(SECOND.text)).toBeDisabled();
    expect(within(region(FIRST.text)).getByLabelText('Username')).toHaveValue('kept');
    await waitFor(() => expect(region(FIRST.text)).toHaveFocus());
  });

  it('passes over a step whose includedWhen is false, which has no tab', async () => {
    await renderWizard(threeSteps({ second: { includedWhen: false } }), { actions: { signIn: next() } });
    expect(tabNames()).toEqual([FIRST.text, THIRD.text]);
    expect(screen.queryByRole('region', { name: SECOND.text, hidden: true })).not.toBeInTheDocument();

    await userEvent.click(continueIn(FIRST.text));
    await waitFor(() => expect(shownSteps()).toEqual([THIRD.text]));
    expect(tab(THIRD.text)).toHaveAttribute('aria-current', 'step');
  });

  it('lights the tab before a step that has no tab of its own', async () => {
    await renderWizard(threeSteps({ second: { tab: false } }), { initialData: { step: 'second' } });
    expect(shownSteps()).toEqual([SECOND.text]);
    expect(tabNames()).toEqual([FIRST.text, THIRD.text]);
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(FIRST.text)).toBeEnabled();
    expect(tab(THIRD.text)).toBeDisabled();
  });

  it('judges the move with the data the action answers: a step excluded by that data is skipped', async () => {
    const signIn = ok({ ok: true, step: 'next', data: { skip: true } });
    await renderWizard(threeSteps({ second: { includedWhen: { '!': { var: 'data.skip' } } } }), {
      actions: { signIn },
    });
    expect(tabNames()).toEqual([FIRST.text, SECOND.text, THIRD.text]);

    await userEvent.click(continueIn(FIRST.text));
    await waitFor(() => expect(shownSteps()).toEqual([THIRD.text]));
    expect(tabNames()).toEqual([FIRST.text, THIRD.text]);
    expect(tab(THIRD.text)).toHaveAttribute('aria-current', 'step');
  });

  it('goes back to an earlier step by its tab, focusing it', async () => {
    await renderWizard(threeSteps(), { actions: { signIn: next() } });
    await userEvent.click(continueIn(FIRST.text));
    await waitFor(() => expect(shownSteps()).toEqual([SECOND.text]));

    await userEvent.click(tab(FIRST.text));
    await waitFor(() => expect(shownSteps()).toEqual([FIRST.text]));
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(SECOND.text)).toBeDisabled();
    await waitFor(() => expect(region(FIRST.text)).toHaveFocus());
  });

  it('runs beforeStep before a tab goes back, with the tabs disabled while it runs', async () => {
    let finish: (result: ActionResult) => void = () => {};
    const verifySsn = vi.fn<Action>(() => new Promise((resolve) => (finish = resolve)));
    await renderWizard(threeSteps(), {
      wizard: { beforeStep: 'verifySsn' },
      initialData: { step: 'third' },
      actions: { verifySsn },
    });
    await userEvent.click(tab(FIRST.text));
    expect(verifySsn).toHaveBeenCalledWith(
      {},
      expect.objectContaining({ screenId: 'wizardScreen', formId: 'wizard' }),
    );
    expect(
      within(nav())
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('disabled')),
    ).toHaveLength(3);
    expect(shownSteps()).toEqual([THIRD.text]);

    finish({ ok: true });
    await waitFor(() => expect(shownSteps()).toEqual([FIRST.text]));
    expect(tab(FIRST.text)).toBeEnabled();
  });

  it('keeps the step when beforeStep fails', async () => {
    const verifySsn = ok({ ok: false, message: 'errors.server' });
    await renderWizard(threeSteps(), {
      wizard: { beforeStep: 'verifySsn' },
      initialData: { step: 'second' },
      actions: { verifySsn },
    });
    await userEvent.click(tab(FIRST.text));
    await waitFor(() => expect(verifySsn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(tab(FIRST.text)).toBeEnabled());
    expect(shownSteps()).toEqual([SECOND.text]);
    expect(tab(SECOND.text)).toHaveAttribute('aria-current', 'step');
  });

  it('does not move when an action fails, even if it names a step; the failure is announced', async () => {
    const failure = { ok: false, message: 'errors.server', step: 'next' } as ActionResult;
    await renderWizard(threeSteps(), { actions: { signIn: ok(failure) } });
    await userEvent.click(continueIn(FIRST.text));
    expect(await within(region(FIRST.text)).findByRole('alert')).toHaveTextContent(
      'A server error occurred. Please try again later.',
    );
    expect(shownSteps()).toEqual([FIRST.text]);
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(SECOND.text)).toBeDisabled();
  });

  it('stays on the last step when its action answers next', async () => {
    await renderWizard(
      [
        step(FIRST.key, 'first', [marker('login.faq')]),
        step(SECOND.key, 'second', [nameForm('two', 'validateCode')]),
      ],
      { initialData: { step: 'second' }, actions: { validateCode: next() } },
    );
    await userEvent.click(continueIn(SECOND.text));
    await waitFor(() => expect(within(region(SECOND.text)).getByLabelText('Username')).toBeEnabled());
    expect(shownSteps()).toEqual([SECOND.text]);
    expect(tab(SECOND.text)).toHaveAttribute('aria-current', 'step');
  });

  it('starts on the step named by the initial data, without moving focus', async () => {
    await renderWizard(threeSteps(), { initialData: { step: 'second' } });
    expect(shownSteps()).toEqual([SECOND.text]);
    expect(tab(SECOND.text)).toHaveAttribute('aria-current', 'step');
    expect(tab(FIRST.text)).toBeEnabled();
    expect(tab(THIRD.text)).toBeDisabled();
    expect(region(SECOND.text)).not.toHaveFocus();
  });

  it('starts on the first step when the initial data names an excluded step', async () => {
    await renderWizard(threeSteps({ second: { includedWhen: { var: 'data.wanted' } } }), {
      initialData: { step: 'second' },
    });
    expect(shownSteps()).toEqual([FIRST.text]);
    expect(tab(FIRST.text)).toHaveAttribute('aria-current', 'step');
  });

  it('shows no tab list for a wizard with a single tab', async () => {
    await renderWizard([
      step(FIRST.key, 'first', [marker('login.faq')]),
      step(SECOND.key, 'second', [marker('login.cantSignIn')], { tab: false }),
    ]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(shownSteps()).toEqual([FIRST.text]);
  });

  it('is not rendered while its hiddenWhen holds', async () => {
    await renderWizard(threeSteps(), {
      wizard: { hiddenWhen: { var: 'data.done' } },
      initialData: { done: true },
    });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('region', { hidden: true })).toEqual([]);
    expect(document.getElementById('wizard')).toBeNull();
  });
});
