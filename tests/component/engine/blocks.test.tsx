import { useEffect } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { describe, expect, it, vi } from 'vitest';
import type { Action, ActionResult, Block, BlockWidgetProps, ScreenDefinition } from '../../../src/engine';
import { loadScreen } from '../../support/definitions';
import { renderScreen, type RenderScreenOptions } from '../../support/engine';

async function renderBlocks(blocks: Block[], opts: RenderScreenOptions = {}) {
  const definition: ScreenDefinition = { id: 'blocks', route: 'home/blocks', title: 'login.title', blocks };
  renderScreen(await loadScreen(definition), opts);
}

describe('blocks', () => {
  it('renders headings at their level, text with parameters, and banners with their urgency', async () => {
    await renderBlocks(
      [
        { type: 'heading', text: 'login.heading' },
        { type: 'heading', text: 'login.faq', level: 2 },
        { type: 'text', text: 'errors.definitionMessage', params: { file: { var: 'query.file' } } },
        { type: 'banner', kind: 'info', text: 'login.cantSignIn' },
        { type: 'banner', kind: 'error', text: 'login.notAuthorized' },
      ],
      { context: { query: { file: 'a.json' } } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(
      screen.getByText('The page definition a.json is not valid. Please report this to your institution.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Can't sign in?");
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are not authorized to view that page. Please sign in.',
    );
  });

  it('sanitises rich text from settings: no scripts, handlers or styles; safe links kept', async () => {
    const html =
      '<p onclick="steal()" style="color:red">Use <b>Chrome</b></p><script>steal()</script>' +
      '<img src="x" onerror="steal()"><a href="https://example.com" target="_blank">help</a><a href="javascript:steal()">bad</a>';
    await renderBlocks([{ type: 'richText', id: 'rt', text: 'login.browserRequirements' }], {
      layers: { shared: { login: { browserRequirements: html } } },
    });
    const container = document.getElementById('rt')!;
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|style=|javascript:/);
    expect(screen.getByText('Chrome').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to portal routes and to addresses held in settings', async () => {
    await renderBlocks(
      [
        { type: 'link', to: 'home/faq', text: 'login.faq' },
        { type: 'link', href: 'login.faq', text: 'login.cantSignIn' },
      ],
      { layers: { shared: { login: { faq: 'https://bank.example/faq' } } } },
    );
    expect(screen.getByRole('link', { name: 'https://bank.example/faq' })).toHaveAttribute(
      'href',
      '#/home/faq',
    );
    expect(screen.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute(
      'href',
      'https://bank.example/faq',
    );
  });

  it('names a section by its heading and hides blocks by flag, query and screen data', async () => {
    await renderBlocks(
      [
        {
          type: 'section',
          heading: 'login.faq',
          blocks: [
            { type: 'text', text: 'login.createAccount', hiddenWhen: { flag: 'login.hideRegister' } },
            {
              type: 'text',
              text: 'login.cantSignIn',
              visibleWhen: { '==': [{ var: 'query.error' }, 'down'] },
            },
            { type: 'text', text: 'login.offline', visibleWhen: { var: 'data.offline' } },
          ],
        },
      ],
      {
        layers: { english: { login: { hideRegister: 'yes' } } },
        context: { query: { error: 'down' } },
        initialData: { offline: true },
      },
    );
    const region = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(region).toHaveTextContent("Can't sign in?");
    expect(region).toHaveTextContent('The site is offline for maintenance.');
    expect(region).not.toHaveTextContent('Create an account');
  });

  it('sets a section with the card look on its own surface, and leaves a plain one on the page', async () => {
    await renderBlocks([
      { type: 'section', heading: 'login.faq', look: 'card', blocks: [] },
      { type: 'section', heading: 'login.heading', blocks: [] },
    ]);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toHaveClass('section--card');
    expect(screen.getByRole('region', { name: 'Sign In' })).not.toHaveClass('section--card');
  });

  it('opens and closes a collapsible section by its heading, keeping what it holds mounted', async () => {
    await renderBlocks(
      [
        {
          type: 'section',
          id: 'alerts',
          heading: 'login.faq',
          collapsed: { var: 'data.compact' },
          blocks: [{ type: 'text', text: 'login.createAccount' }],
        },
        { type: 'section', heading: 'login.heading', collapsed: false, blocks: [] },
      ],
      { initialData: { compact: true } },
    );
    const toggle = screen.getByRole('button', { name: 'Frequently asked questions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(content).not.toBeVisible();
    expect(content).toHaveTextContent('Create an account');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(content).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toContainElement(
      toggle,
    );
    // The condition false: it starts open.
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders a named block widget with resolved props, whose data drives conditions', async () => {
    function Counter({ props, setData }: BlockWidgetProps) {
      return (
        <button type="button" onClick={() => setData({ offline: true })}>
          {String(props.label)}
        </button>
      );
    }
    await renderBlocks(
      [
        { type: 'widget', name: 'counter', props: { label: { setting: 'login.submit' } } },
        { type: 'banner', kind: 'warning', text: 'login.offline', visibleWhen: { var: 'data.offline' } },
      ],
      { blocks: { counter: Counter } },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The site is offline for maintenance.');
  });

  it("gives a block widget one setData for the screen's life, so an effect on it runs once", async () => {
    const reads = vi.fn();
    function Reader({ setData }: BlockWidgetProps) {
      useEffect(() => {
        reads();
        setData({ offline: true });
      }, [setData]);
      return null;
    }
    await renderBlocks(
      [
        { type: 'widget', name: 'reader' },
        { type: 'banner', kind: 'warning', text: 'login.offline', visibleWhen: { var: 'data.offline' } },
      ],
      { blocks: { reader: Reader } },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is offline for maintenance.');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it("runs a button's action, disabled while it runs, and announces its failure", async () => {
    let finish: (result: ActionResult) => void = () => {};
    const resend = vi.fn<Action>(() => new Promise((resolve) => (finish = resolve)));
    await renderBlocks([{ type: 'button', text: 'login.cantSignIn', action: 'resend' }], {
      actions: { resend },
    });
    const button = screen.getByRole('button', { name: "Can't sign in?" });
    await userEvent.click(button);
    expect(resend).toHaveBeenCalledWith({}, expect.objectContaining({ screenId: 'blocks' }));
    expect(button).toBeDisabled();
    finish({ ok: false, message: 'login.errorServer' });
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred while signing in.');
    expect(button).toBeEnabled();
  });

  it('resets a form named by an action result: its values and its error are cleared', async () => {
    const definition: ScreenDefinition = {
      id: 'blocks',
      route: 'home/blocks',
      title: 'login.title',
      blocks: [
        {
          type: 'form',
          id: 'code',
          action: 'check',
          submit: 'login.submit',
          schema: { type: 'object', properties: { code: { type: 'string' } } },
          fields: { code: { label: 'login.usernameLabel' } },
        },
        { type: 'button', text: 'login.cantSignIn', action: 'resend' },
      ],
    };
    renderScreen(await loadScreen(definition), {
      actions: {
        check: async () => ({ ok: false, message: 'login.errorInvalid' }),
        resend: async () => ({ ok: true, reset: ['code'] }),
      },
    });
    await userEvent.type(screen.getByLabelText('Username'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is invalid');
    await userEvent.click(screen.getByRole('button', { name: "Can't sign in?" }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
