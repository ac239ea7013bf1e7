/**
 * Another tab's write (src/app/session/otherTabs.ts): a write answered in one tab reaches the
 * borrower's other tabs over a BroadcastChannel; there, a mounted screen fetches afresh at
 * once and a screen opened later fetches on mount, while reads, sign-in calls and another
 * user's writes change nothing.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answered } from '../../../src/api/client';
import { clearSession, setSession } from '../../../src/app/session/store';
import { changesData, listenToOtherTabs, resetOtherTabs } from '../../../src/app/session/otherTabs';
import { swrConfig } from '../../../src/app/session/swrConfig';
import { BORROWER_SESSION } from '../../support/userSession';

const SESSION = BORROWER_SESSION;

const accept = <T,>(value: unknown) => value as T;

/** The other tab: its own channel on the same name, posting as the portal does. */
function otherTab() {
  const channel = new BroadcastChannel('portal.data');
  return {
    wrote: (username = 'demo.borrower') => channel.postMessage({ type: 'changed', username }),
    close: () => channel.close(),
  };
}

/**
 * Resolves once this tab's channel has delivered what the other tab posted: a probe channel
 * opened after the portal's gets each message after it (deliveries follow creation order).
 */
function delivered(post: () => void): Promise<void> {
  const probe = new BroadcastChannel('portal.data');
  return new Promise<void>((resolve) => {
    probe.onmessage = () => {
      probe.close();
      resolve();
    };
    post();
  });
}

let balance = 100;
const fetcher = vi.fn(() => Promise.resolve(`balance ${balance}`));

function Balance() {
  const { data } = useSWR('accountList', fetcher);
  return <p>{data ?? 'none'}</p>;
}

function Screens() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((old) => !old)}>toggle</button>
      {shown && <Balance />}
    </>
  );
}

function renderScreens() {
  const cache = new Map();
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => cache }}>
      <Screens />
    </SWRConfig>,
  );
}

beforeEach(() => {
  balance = 100;
  fetcher.mockClear();
  setSession(SESSION);
  listenToOtherTabs();
});
afterEach(() => {
  clearSession();
  resetOtherTabs();
});

describe('a write in another tab of the same borrower', () => {
  it('refreshes a mounted screen at once', async () => {
    renderScreens();
    expect(await screen.findByText('balance 100')).toBeInTheDocument();
    const tab = otherTab();
    balance = 40;
    await act(async () => {
      await delivered(() => tab.wrote());
    });
    expect(await screen.findByText('balance 40')).toBeInTheDocument();
    tab.close();
  });

  it('refreshes a screen opened after it, which would otherwise show its cached answer', async () => {
    renderScreens();
    expect(await screen.findByText('balance 100')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    const tab = otherTab();
    balance = 40;
    await act(async () => {
      await delivered(() => tab.wrote());
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(await screen.findByText('balance 40')).toBeInTheDocument();
    tab.close();
  });

  it('leaves the screens alone after another user’s write', async () => {
    renderScreens();
    expect(await screen.findByText('balance 100')).toBeInTheDocument();
    const tab = otherTab();
    balance = 40;
    await act(async () => {
      await delivered(() => tab.wrote('someone.else'));
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(screen.getByText('balance 100')).toBeInTheDocument();
    tab.close();
  });
});

describe('what this tab announces', () => {
  it('announces an answered payment to the other tabs, and not a read sent as POST', async () => {
    const tab = new BroadcastChannel('portal.data');
    const heard: unknown[] = [];
    const next = new Promise<void>((resolve) => {
      tab.onmessage = (event) => {
        heard.push(event.data);
        resolve();
      };
    });
    setSession({ ...SESSION, username: 'fee.reader' });
    answered('PaymentInformation/GetThirdPartyFee', true, 200, {}, accept);
    setSession(SESSION);
    answered('/api/PaymentImmediate', true, 200, {}, accept);
    await next;
    expect(heard).toEqual([{ type: 'changed', username: 'demo.borrower' }]);
    tab.close();
  });

  it('announces nothing for a refused write', async () => {
    const tab = new BroadcastChannel('portal.data');
    const heard: string[] = [];
    const next = new Promise<void>((resolve) => {
      tab.onmessage = (event: MessageEvent<{ username: string }>) => {
        heard.push(event.data.username);
        resolve();
      };
    });
    expect(() => answered('/api/PaymentImmediate', false, 400, {}, accept)).toThrow();
    // A later write's announcement arrives first and alone: the refused one sent nothing.
    setSession({ ...SESSION, username: 'later.write' });
    answered('/api/PaymentImmediate', true, 200, {}, accept);
    await next;
    expect(heard).toEqual(['later.write']);
    tab.close();
  });

  it.each<[string, boolean]>([
    ['/api/PaymentImmediate', true],
    ['/api/PaymentScheduled/Delete', true],
    ['/api/PaymentRecurring', true],
    ['PaymentMethod/AddCardPaymentMethod', true],
    ['PaymentMethod/DeleteAchPayment', true],
    ['PaymentMethod/SetDefaultPaymentMethod', true],
    ['PaymentMethod/RemoveDefaultPaymentMethod?accountNumber=1', true],
    ['Account/UpdateAddress', true],
    ['Account/ShowHideAccount', true],
    ['AccountAlerts', true],
    ['AccountEStatements/SetStatementFormat', true],
    ['ManualChangeContactInfo', true],
    ['UpdateProfile', true],
    ['SolutionsByText/ModifySubscriptions', true],
    ['file/UploadFileWithLoanNumber', true],
    ['PaymentInformation/GetThirdPartyFee', false],
    ['PaymentInformation/GetPaymentInfo?accountNumber=1', false],
    ['PaymentMethod/GetPaymentMethods', false],
    ['PaymentMethod/ValidateAchPaymentMethod', false],
    ['accountList', false],
    ['Login/Logout', false],
    ['login/userlogin', false],
    ['file/GetFileTypes', false],
  ])('%s changes data: %s', (path, expected) => {
    expect(changesData(path)).toBe(expected);
  });
});
