/**
 * Focus follows a screen's changes, for every screen (src/engine/react/useScreenFocus.ts):
 * a new data.step focuses the new step's heading, a wizard step its heading (or itself), an
 * action's failure its banner, and what appears in place of a removed form its heading or
 * banner. The first render moves nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Action, ActionResult, Block, FormBlock, ScreenDefinition } from '../../../src/engine';
import { loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

const answer = (result: ActionResult) => vi.fn<Action>(async () => result);

function form(id: string, action: string, extra: Partial<FormBlock> = {}): FormBlock {
  return {
    type: 'form',
    id,
    action,
    schema: { type: 'object', properties: { name: { type: 'string' } } },
    fields: { name: { label: 'login.usernameLabel' } },
    submit: 'postLogin.continue',
    ...extra,
  };
}

async function render(blocks: Block[], opts: RenderScreenOptions = {}) {
  const definition: ScreenDefinition = { id: 'focus', route: 'home/focus', title: 'login.title', blocks };
  renderScreen(await loadScreen(definition), opts);
  return userEvent.setup();
}

const onStep = (step: string) => ({ '==': [{ var: 'data.step' }, step] });

/** A login-like screen: a heading and form without a step, a section per step. */
const stepped: Block[] = [
  { type: 'heading', text: 'login.heading', hiddenWhen: { var: 'data.step' } },
  { ...form('start', 'signIn'), hiddenWhen: { var: 'data.step' } },
  {
    type: 'section',
    id: 'code',
    heading: 'postLogin.securityCodeHeading',
    visibleWhen: onStep('code'),
    blocks: [form('code-form', 'validateCode')],
  },
];

describe('focus on a screen', () => {
  it('a new data.step focuses the heading of the step shown', async () => {
    const user = await render(stepped, { actions: { signIn: answer({ ok: true, data: { step: 'code' } }) } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Enter your security code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('a screen opened on a step moves no focus', async () => {
    await render(stepped, { initialData: { step: 'code' } });
    await screen.findByRole('heading', { name: 'Enter your security code' });
    expect(document.body).toHaveFocus();
  });

  it("an action's failure focuses its banner", async () => {
    const user = await render(stepped, {
      actions: { signIn: answer({ ok: false, message: 'errors.server' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("a button's failure focuses its banner", async () => {
    const user = await render([{ type: 'button', text: 'postLogin.resendCode', action: 'resendCode' }], {
      actions: { resendCode: answer({ ok: false, message: 'errors.server' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('a banner shown in place of the form that had focus takes it', async () => {
    const blocks: Block[] = [
      { type: 'heading', text: 'optOut.heading' },
      { type: 'banner', kind: 'success', text: 'optOut.success', visibleWhen: { var: 'data.done' } },
      { ...form('optOut', 'optOut'), hiddenWhen: { var: 'data.done' } },
    ];
    const user = await render(blocks, { actions: { optOut: answer({ ok: true, data: { done: true } }) } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const banner = await screen.findByRole('status');
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('data that loads before the user worked in the screen moves no focus (the page keeps its own)', async () => {
    const blocks: Block[] = [
      { type: 'widget', name: 'announcement' },
      { type: 'heading', text: 'optOut.heading', visibleWhen: { var: 'data.loaded' } },
      { type: 'banner', kind: 'info', text: 'login.userCancelled', visibleWhen: { var: 'data.loaded' } },
    ];
    function Loader({ setData }: { setData: (data: Record<string, unknown>) => void }) {
      useEffect(() => {
        const timer = setTimeout(() => setData({ loaded: true }), 10);
        return () => clearTimeout(timer);
      }, [setData]);
      return null;
    }
    await render(blocks, { blocks: { announcement: Loader } });
    await screen.findByRole('status');
    expect(document.body).toHaveFocus();
  });

  it('data that changes while focus is in place leaves it there', async () => {
    const blocks: Block[] = [
      { type: 'banner', kind: 'info', text: 'login.userCancelled', visibleWhen: { var: 'data.name' } },
      { type: 'widget', name: 'announcement' },
    ];
    function Publisher({ setData }: { setData: (data: Record<string, unknown>) => void }) {
      return <input aria-label="Typed" onChange={(event) => setData({ name: event.target.value })} />;
    }
    const user = await render(blocks, { blocks: { announcement: Publisher } });
    await user.type(screen.getByLabelText('Typed'), 'a');
    await screen.findByRole('status');
    expect(screen.getByLabelText('Typed')).toHaveFocus();
  });

  it('a field left for nothing moves no focus when what it published on blur appears (a phone, issue 34)', async () => {
    const blocks: Block[] = [
      { type: 'widget', name: 'announcement' },
      {
        type: 'section',
        id: 'total',
        heading: 'paymentWizard.totalHeading',
        visibleWhen: { var: 'data.name' },
        blocks: [],
      },
    ];
    function PublishOnBlur({ setData }: { setData: (data: Record<string, unknown>) => void }) {
      return <input aria-label="Typed" onBlur={(event) => setData({ name: event.target.value })} />;
    }
    const user = await render(blocks, { blocks: { announcement: PublishOnBlur } });
    await user.type(screen.getByLabelText('Typed'), 'a');
    screen.getByLabelText('Typed').blur();
    await screen.findByRole('heading', { name: 'Total' });
    expect(document.body).toHaveFocus();
  });
});

describe('focus in a wizard', () => {
  const steps = [
    { id: 'one', title: 'register.tabPersonalData', blocks: [form('one-form', 'signIn')] },
    {
      id: 'two',
      title: 'register.tabSecurity',
      blocks: [
        { type: 'heading', text: 'register.securityHeading', level: 2 } as Block,
        form('two-form', 'validateCode'),
      ],
    },
    {
      id: 'three',
      title: 'register.tabRegistration',
      blocks: [{ type: 'text', text: 'login.faq' } as Block],
    },
  ];

  async function renderWizard(signIn: Action) {
    const user = await render([{ type: 'wizard', id: 'wizard', label: 'register.stepsLabel', steps }], {
      actions: { signIn, validateCode: answer({ ok: true, step: 'next' }) },
    });
    await waitFor(() => expect(document.getElementById('wizard')).not.toBeNull());
    return user;
  }

  it('a step with a heading: focus on the heading', async () => {
    const user = await renderWizard(answer({ ok: true, step: 'next' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Security Information' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('a step without one: focus on the step, named by its title', async () => {
    const user = await render(
      [
        {
          type: 'wizard',
          id: 'wizard',
          label: 'register.stepsLabel',
          steps: [steps[0]!, steps[2]!],
        },
      ],
      { actions: { signIn: answer({ ok: true, step: 'next' }) } },
    );
    await waitFor(() => expect(document.getElementById('wizard')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Registration' })).toHaveFocus());
  });
});
