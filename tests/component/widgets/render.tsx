/** Renders one-form screens for the widget tests and reads what the form submitted. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { expect, vi } from 'vitest';
import type { Action, FormBlock } from '../../../src/engine';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen } from '../../support/engine';

type Properties = FormBlock['schema']['properties'];
type Fields = FormBlock['fields'];

/** A form with these properties and fields, its submit action spied on. */
export async function renderForm(properties: Properties, fields: Fields, required: string[] = []) {
  const submit = vi.fn<Action>(async () => ({ ok: true }));
  const loaded = await loadScreen(formScreen({ type: 'object', required, properties }, fields));
  const view = renderScreen(loaded, { actions: { submit } });
  return { submit, view, user: userEvent.setup() };
}

/**
 * The control labelled `label` once a lazy widget has loaded: while it loads, a disabled
 * aria-busy placeholder with the same id (so the same label) stands in for it.
 */
export async function findControl(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const control = screen.getByLabelText(label);
    expect(control).not.toHaveAttribute('aria-busy');
    return control;
  });
}

/** Presses the submit button ('Sign In'). */
export async function pressSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** Presses the submit button and returns the values the action received. */
export async function submitValues(
  user: ReturnType<typeof userEvent.setup>,
  submit: ReturnType<typeof vi.fn<Action>>,
) {
  await pressSubmit(user);
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  return submit.mock.calls[0]![0];
}
