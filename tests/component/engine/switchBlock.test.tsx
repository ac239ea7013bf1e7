/**
 * A switch block shows the blocks of the case its `on` value names, with no element of
 * its own, and nothing for a value no case names; changing the case mounts the new case's
 * blocks afresh, and forms in a case work as anywhere else.
 */
import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import type { Action, Block, BlockWidgetProps, ScreenDefinition } from '../../../src/engine';
import { loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

const STEP_OR_FORM = { or: [{ var: 'data.step' }, 'credentials'] };

async function renderSwitch(cases: Record<string, Block[]>, opts: RenderScreenOptions = {}) {
  const definition: ScreenDefinition = {
    id: 'switch',
    route: 'home/switch',
    title: 'login.title',
    blocks: [
      { type: 'heading', text: 'login.heading' },
      { type: 'switch', on: STEP_OR_FORM, cases },
    ],
  };
  renderScreen(await loadScreen(definition), opts);
}

describe('switch block', () => {
  it.each<[name: string, step: string | undefined, shown: string[]]>([
    ['the fallback case while there is no step', undefined, ['Sign In', 'Create an account']],
    ['the case the step names', 'securityCode', ['Sign In', "Can't sign in?"]],
    ['no case for a step no case names', 'done', ['Sign In']],
  ])('shows %s, its blocks beside the others', async (_name, step, shown) => {
    await renderSwitch(
      {
        credentials: [{ type: 'text', text: 'login.createAccount' }],
        securityCode: [{ type: 'text', text: 'login.cantSignIn' }],
      },
      { initialData: step ? { step } : {} },
    );
    const root = document.querySelector('[data-screen="switch"]')!;
    expect([...root.children].map((element) => element.textContent)).toEqual(shown);
  });

  it('mounts the blocks of the new case afresh, and runs the forms of a case', async () => {
    const mounts = vi.fn();
    // The name it mounted with: kept by a block that is reused, new for one mounted afresh.
    function Probe({ props }: BlockWidgetProps) {
      const [name] = useState(props.name);
      useEffect(() => mounts(name), [name]);
      return null;
    }
    const signIn = vi.fn<Action>(async () => ({ ok: true, data: { step: 'securityCode' } }));
    await renderSwitch(
      {
        credentials: [
          { type: 'widget', name: 'probe', props: { name: 'credentials' } },
          {
            type: 'form',
            id: 'credentials',
            action: 'signIn',
            submit: 'login.submit',
            schema: { type: 'object', required: ['username'], properties: { username: { type: 'string' } } },
            fields: { username: { label: 'login.usernameLabel' } },
          },
        ],
        securityCode: [
          { type: 'widget', name: 'probe', props: { name: 'securityCode' } },
          { type: 'text', text: 'login.cantSignIn' },
        ],
      },
      { blocks: { probe: Probe }, actions: { signIn } },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'jane');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText("Can't sign in?")).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith({ username: 'jane' }, expect.anything());
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(mounts.mock.calls).toEqual([['credentials'], ['securityCode']]);
  });
});
