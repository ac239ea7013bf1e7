/**
 * The studio's preview: what it posts to the frame (the answer with the file applied, the
 * route, pick mode), what it accepts from it (only its frame's window, own origin, guarded),
 * and the rewording: a picked key edited in the editor posts an apply with the new text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import type { ToPreview } from '../../../../src/screens/studio/previewProtocol';
import { jsonFile, renderStudio, RUNNING, studioViolations } from './harness';

type Apply = Extract<ToPreview, { type: 'studio:apply' }>;
const lastOf = <T extends ToPreview['type']>(posted: ToPreview[], type: T) =>
  posted.filter((message) => message.type === type).at(-1) as Extract<ToPreview, { type: T }> | undefined;

async function readyStudio() {
  const view = renderStudio();
  view.fromFrame({ type: 'studio:ready' });
  await waitFor(() => expect(lastOf(view.posted(), 'studio:apply')).toBeDefined());
  return view;
}

const usernameLabel = (apply: Apply | undefined) =>
  (apply?.answer.gassySettings as { english?: { login?: { usernameLabel?: string } } }).english?.login
    ?.usernameLabel;

describe('the studio’s preview', { timeout: 30_000 }, () => {
  it('sends the running institution and the sign-in route once the frame is ready', async () => {
    const view = renderStudio();
    expect(view.posted()).toEqual([]);
    expect(screen.getByTitle('Preview of the portal with the institution file')).toBe(view.frame);
    expect(view.frame.getAttribute('src')).toBe('/?studio-preview#/home/login');
    view.fromFrame({ type: 'studio:ready' });
    await waitFor(() =>
      expect(lastOf(view.posted(), 'studio:apply')).toEqual({
        type: 'studio:apply',
        answer: {
          gassySettings: { shared: RUNNING.gassySettings.shared },
          institutionOptions: RUNNING.institutionOptions,
        },
        language: 'en',
      }),
    );
    expect(lastOf(view.posted(), 'studio:navigate')).toEqual({
      type: 'studio:navigate',
      route: 'home/login',
    });
    expect(view.post.mock.calls.every(([, origin]) => origin === window.location.origin)).toBe(true);
  });

  it('applies a loaded file that rewords the username label, and the defaults on request', async () => {
    const view = await readyStudio();
    const file = { gassySettings: { english: { login: { usernameLabel: 'Member ID' } } } };
    await userEvent.upload(screen.getByTestId('studio-file-input'), jsonFile(JSON.stringify(file)));
    await waitFor(() => expect(usernameLabel(lastOf(view.posted(), 'studio:apply'))).toBe('Member ID'));
    await userEvent.click(screen.getByRole('radio', { name: 'The defaults' }));
    expect(lastOf(view.posted(), 'studio:apply')?.answer.gassySettings).toEqual({});
  });

  it('edits a picked text in place: the editor writes the file and posts the new wording at once', async () => {
    const view = await readyStudio();
    await userEvent.click(screen.getByRole('button', { name: 'Pick a text', pressed: false }));
    expect(lastOf(view.posted(), 'studio:pick-mode')).toEqual({ type: 'studio:pick-mode', on: true });

    view.fromFrame({ type: 'studio:picked', keys: ['login.usernameLabel', 'login.title'], text: 'Username' });
    const editor = screen.getByRole('region', { name: 'Edit login.usernameLabel' });
    expect(within(editor).getByRole('heading', { name: 'Edit login.usernameLabel' })).toHaveFocus();
    expect(within(editor).getByText('Label of the username field.')).toBeInTheDocument();
    const box = within(editor).getByRole('textbox', { name: 'Value in the file' });
    expect(box).toHaveValue('Username');

    await userEvent.clear(box);
    await userEvent.type(box, 'Member ID');
    expect(usernameLabel(lastOf(view.posted(), 'studio:apply'))).toBe('Member ID');
    expect(within(editor).getByText("Written to the file's english layer.")).toBeInTheDocument();
    expect(screen.getByText('institution.json: 1 keys set, 0 errors, 0 warnings.')).toBeInTheDocument();
    expect(await studioViolations()).toEqual([]);

    await userEvent.click(within(editor).getByRole('button', { name: 'Reset' }));
    expect(usernameLabel(lastOf(view.posted(), 'studio:apply'))).toBeUndefined();
    expect(box).toHaveValue('Username');

    await userEvent.click(within(editor).getByRole('button', { name: 'login.title' }));
    expect(screen.getByRole('heading', { name: 'Edit login.title' })).toHaveFocus();
  });

  it('writes an edit in Spanish to the spanish layer and posts the language', async () => {
    const view = await readyStudio();
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(lastOf(view.posted(), 'studio:apply')?.language).toBe('es');
    view.fromFrame({ type: 'studio:picked', keys: ['login.usernameLabel'], text: 'Usuario' });
    const box = screen.getByRole('textbox', { name: 'Value in the file' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Usuario');
    const apply = lastOf(view.posted(), 'studio:apply');
    expect(apply?.answer.gassySettings).toMatchObject({ spanish: { login: { usernameLabel: 'Usuario' } } });
  });

  it('switches options over the institution’s, and opens screens and steps', async () => {
    const view = await readyStudio();
    const sso = screen.getByRole('checkbox', { name: 'SingleSignOn' });
    expect(screen.getByRole('checkbox', { name: 'MultiFactorAuthentication' })).toBeChecked();
    expect(sso).not.toBeChecked();
    await userEvent.click(sso);
    expect(lastOf(view.posted(), 'studio:apply')?.answer.institutionOptions).toMatchObject({
      SingleSignOn: true,
      MultiFactorAuthentication: true,
    });

    const list = screen.getByRole('navigation', { name: 'Screens of the preview' });
    await userEvent.click(await within(list).findByRole('button', { name: /^Loan Details/ }));
    expect(lastOf(view.posted(), 'studio:navigate')).toEqual({
      type: 'studio:navigate',
      route: 'myaccount/loanDetails/01-123400-1',
    });
    await userEvent.click(await within(list).findByRole('button', { name: 'securityCode' }));
    expect(lastOf(view.posted(), 'studio:navigate')).toEqual({
      type: 'studio:navigate',
      route: 'home/login',
      step: 'securityCode',
    });
  });

  it('lists the texts of the screen in view for editing', async () => {
    const view = await readyStudio();
    view.fromFrame({
      type: 'studio:shown',
      route: 'home/login',
      keys: ['login.passwordLabel', 'login.usernameLabel'],
    });
    await userEvent.click(screen.getByText('Texts on this screen (2)'));
    await userEvent.click(screen.getByRole('button', { name: 'login.passwordLabel' }));
    expect(screen.getByRole('heading', { name: 'Edit login.passwordLabel' })).toHaveFocus();
  });

  it('ignores messages from another origin, another window, or of another shape', async () => {
    const view = renderStudio();
    view.fromFrame({ type: 'studio:ready' }, view.frame.contentWindow, 'https://elsewhere.example');
    view.fromFrame({ type: 'studio:ready' }, window);
    view.fromFrame({ type: 'studio:picked', keys: 'login.title' } as never);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.posted()).toEqual([]);
    expect(screen.queryByRole('heading', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
