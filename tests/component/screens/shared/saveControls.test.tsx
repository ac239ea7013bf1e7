/**
 * The save controls of an in-place form (src/screens/shared/SaveControls.tsx): Save and Cancel
 * go away once pressed, and focus stays in the controls instead of falling to the page; the
 * status beside them is a live region that is always there and says Saved.
 */
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createOptions, createRuleBook, EngineProvider } from '../../../../src/engine';
import { SaveControls, saveTexts } from '../../../../src/screens/shared/SaveControls';
import { useSaveState } from '../../../../src/screens/shared/SaveStatus';
import { testRegistry, testSettings } from '../../../support/engine';
import userEvent from '../../../support/userEvent';

function Form() {
  const [value, setValue] = useState('');
  const [stored, setStored] = useState('');
  const [state, setState] = useSaveState();
  return (
    <form
      aria-label="Alerts"
      onSubmit={(event) => {
        event.preventDefault();
        setState('saving');
        void Promise.resolve().then(() => {
          setStored(value);
          setState('saved');
        });
      }}
    >
      <label>
        Days
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <SaveControls
        className="controls"
        dirty={value !== stored}
        state={state}
        texts={saveTexts('accountAlerts', 'reset')}
        onCancel={() => setValue(stored)}
      />
    </form>
  );
}

function renderForm() {
  render(
    <EngineProvider
      settings={testSettings()}
      options={createOptions({}, {})}
      rules={createRuleBook([])}
      registry={testRegistry()}
    >
      <Form />
    </EngineProvider>,
  );
}

const controls = () => document.querySelector<HTMLElement>('.controls')!;

describe('save controls', () => {
  it('keep focus in the controls after Save, and say Saved in the live region that was already there', async () => {
    renderForm();
    const status = screen.getByRole('status');
    await userEvent.type(screen.getByLabelText('Days'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.activeElement).toBe(controls());
    expect(status).toHaveTextContent('Saved');
  });

  it('keep focus in the controls after Reset', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Days'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(screen.getByLabelText('Days')).toHaveValue('');
    expect(document.activeElement).toBe(controls());
  });

  it('leave focus alone when the buttons go for another reason (the field typed back)', async () => {
    renderForm();
    const field = screen.getByLabelText('Days');
    await userEvent.type(field, '1');
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(document.activeElement).toBe(field);
  });
});
