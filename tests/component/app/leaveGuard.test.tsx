/**
 * The leave guard (spec 01 §2) with the app's hash router: with unsaved changes a router
 * navigation asks first; without them an address changed outside the router (typed in,
 * or a hash set by code) is followed without React Router's "blocker on a POP navigation"
 * warning, because no blocker is registered then (issue 12); a page left altogether (a reload,
 * a closed tab) asks the browser's own prompt with unsaved changes, and only then (issue 34).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { Outlet, RouterProvider, createHashRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuard } from '../../../src/app/dialogs/LeaveGuard';
import { clearUnsavedChanges, setUnsavedChanges } from '../../../src/app/unsaved';
import { createOptions, createRuleBook, EngineProvider } from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { testRegistry, testSettings } from '../../support/engine';

function renderRouter() {
  window.location.hash = '#/first';
  const router = createHashRouter([
    {
      element: (
        <>
          <LeaveGuard />
          <Outlet />
        </>
      ),
      children: [
        { path: 'first', element: <h1>First</h1> },
        { path: 'second', element: <h1>Second</h1> },
      ],
    },
  ]);
  render(
    <EngineProvider
      settings={testSettings()}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook([])}
      registry={testRegistry()}
    >
      <RouterProvider router={router} />
    </EngineProvider>,
  );
  return router;
}

/** Changes the address the way a user typing it does: the router hears of it afterwards. */
async function typeAddress(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  vi.restoreAllMocks();
  clearUnsavedChanges();
});

describe('leave guard', () => {
  it('without unsaved changes: an address typed in is followed, with no warning', async () => {
    renderRouter();
    await screen.findByRole('heading', { name: 'First' });
    await typeAddress('#/second');
    await screen.findByRole('heading', { name: 'Second' });
    await typeAddress('#/first');
    await screen.findByRole('heading', { name: 'First' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('with unsaved changes: a router navigation asks, No stays, Yes leaves', async () => {
    const router = renderRouter();
    await screen.findByRole('heading', { name: 'First' });
    act(() => setUnsavedChanges(true));
    await act(() => router.navigate('/second'));
    let dialog = await screen.findByRole('dialog', { name: /unsaved changes/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();

    await act(() => router.navigate('/second'));
    dialog = await screen.findByRole('dialog', { name: /unsaved changes/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await screen.findByRole('heading', { name: 'Second' });
  });

  it("with unsaved changes, leaving the page altogether asks the browser's prompt; without, nothing", async () => {
    renderRouter();
    await screen.findByRole('heading', { name: 'First' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => setUnsavedChanges(true));
    await screen.findByRole('heading', { name: 'First' });
    expect(unload()).toBe(true);
    act(() => setUnsavedChanges(false));
    expect(unload()).toBe(false);
  });
});
