/**
 * Every open tab of the same borrower shows what a write in another tab changed (a payment,
 * a deleted schedule, a saved address …) on its next view. A tab announces each write its
 * API calls made on a BroadcastChannel; the other tabs of that user (same browser, same
 * username; each tab has its own session) count a new generation. Data fetched before it is
 * stale: a mounted screen fetches afresh at once, keeping what it shows until the answer
 * comes (SWR compares the answers, so an unchanged answer re-renders nothing and a form being
 * filled keeps its entries); a screen opened later fetches on mount.
 *
 * Without BroadcastChannel (old browsers, some embedded views) nothing is announced and each
 * tab keeps the caching rules it has always had.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { unstable_serialize, type Middleware } from 'swr';
import { provideAnsweredListener } from '../../api/client';
import { getSession } from './store';

const CHANNEL = 'portal.data';

interface Announcement {
  type: 'changed';
  username: string;
}

let generation = 0;
const listeners = new Set<() => void>();
/** The generation each cached answer was fetched in, by its serialized key. */
const fetchedIn = new Map<string, number>();
let channel: BroadcastChannel | null | undefined;

function isAnnouncement(data: unknown): data is Announcement {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as Announcement).type === 'changed' &&
    typeof (data as Announcement).username === 'string'
  );
}

function received(event: MessageEvent) {
  const username = getSession()?.username;
  if (!username || !isAnnouncement(event.data) || event.data.username !== username) return;
  generation += 1;
  listeners.forEach((listener) => listener());
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', received);
  return channel;
}

/**
 * The calls that change what a borrower's screens show (balances, amounts due, lists,
 * addresses, preferences): the payments and their deletes, payment methods, documents,
 * profile, alerts, statements, hiding an account, contact changes. Reads sent as POST (fees,
 * validations, download tokens) and sign-in calls are not among them.
 */
const CHANGING_CALLS =
  /^\/?(api\/)?(Payment(Immediate|Scheduled|Recurring)|PaymentMethod\/(Add|Delete|SetDefault|RemoveDefault)|Account\/(UpdateAddress|ShowHideAccount)|AccountAlerts|AccountEStatements\/SetStatementFormat|ManualChangeContactInfo|UpdateProfile|SolutionsByText\/ModifySubscriptions|register\/SetPasswordQuestion|file\/Upload)/i;

/** Whether an answered call to `path` changed the borrower's data. */
export function changesData(path: string): boolean {
  return CHANGING_CALLS.test(path);
}

/** Tells the borrower's other tabs that their data changed, after an answered call to `path` that changes it. */
export function announceWrite(path: string): void {
  const username = getSession()?.username;
  if (!username || !changesData(path)) return;
  const message: Announcement = { type: 'changed', username };
  openChannel()?.postMessage(message);
}

/** Starts listening and announcing (the signed-in shell calls it when it mounts). */
export function listenToOtherTabs(): void {
  provideAnsweredListener(announceWrite);
  openChannel();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentGeneration = () => generation;

/**
 * SWR middleware: records when each answer was fetched and fetches again an answer that is
 * older than another tab's last write, both for a mounted screen (at once) and for one that
 * mounts later.
 */
export const freshAfterOtherTabs: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const serialized = key === null ? '' : unstable_serialize(key);
  const recording =
    fetcher &&
    ((...args: Parameters<typeof fetcher>) => {
      fetchedIn.set(serialized, generation);
      return fetcher(...args);
    });
  const response = useSWRNext(key, recording, config);
  const now = useSyncExternalStore(subscribe, currentGeneration, currentGeneration);
  const { mutate } = response;
  useEffect(() => {
    if (!serialized) return;
    const fetched = fetchedIn.get(serialized);
    if (fetched !== undefined && fetched < now) void mutate();
  }, [serialized, now, mutate]);
  return response;
};

/** For tests: forget every generation and close the channel. */
export function resetOtherTabs(): void {
  channel?.close();
  channel = undefined;
  generation = 0;
  fetchedIn.clear();
  listeners.clear();
}
