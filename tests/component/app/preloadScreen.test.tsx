/**
 * A page's code loaded ahead of the navigation to it (src/app/routes.tsx preloadScreen; the
 * sign-in preloads the dashboard while its steps show): the screen's definition and the lazy
 * blocks it names, nothing for a path no screen opens, and no block code for a screen an
 * institution option closes.
 */
import { describe, expect, it, vi } from 'vitest';
import { lazyBlock } from '../../../src/app/lazyBlock';
import { preloadScreen } from '../../../src/app/routes';
import type { BlockWidgetProps, ScreenDefinition, ScreenEntry } from '../../../src/engine';
import { entryOf } from './portalHarness';

function setup(availableWhen?: ScreenDefinition['availableWhen']) {
  const definition: ScreenDefinition = {
    id: 'dashboard',
    route: 'myaccount/dashboard',
    title: 'menu.dashboard',
    blocks: [{ type: 'section', blocks: [{ type: 'widget', name: 'accounts' }] }],
    ...(availableWhen === undefined ? {} : { availableWhen }),
  };
  const entry = entryOf(definition);
  const load = vi.fn(entry.load);
  const loadAccounts = vi.fn(async () => (_props: BlockWidgetProps) => null);
  const loadOther = vi.fn(async () => (_props: BlockWidgetProps) => null);
  const blocks = { accounts: lazyBlock(loadAccounts), other: lazyBlock(loadOther) };
  const entries: ScreenEntry[] = [{ ...entry, load }];
  return { entries, blocks, load, loadAccounts, loadOther };
}

describe('preloadScreen', () => {
  it('loads the definition and the lazy blocks it names, not the others', async () => {
    const { entries, blocks, load, loadAccounts, loadOther } = setup();
    preloadScreen('/myaccount/dashboard', entries, { blocks });
    await vi.waitFor(() => expect(loadAccounts).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(loadOther).not.toHaveBeenCalled();
  });

  it('loads nothing for a path no screen opens', async () => {
    const { entries, blocks, load, loadAccounts } = setup();
    preloadScreen('/myaccount/nowhere', entries, { blocks });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(loadAccounts).not.toHaveBeenCalled();
  });

  it('loads no block code for a screen an institution option closes', async () => {
    const { entries, blocks, load, loadAccounts } = setup({ option: ['ShowDashboard', false] });
    preloadScreen('/myaccount/dashboard', entries, { blocks, options: () => ({}) });
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadAccounts).not.toHaveBeenCalled();
  });
});
