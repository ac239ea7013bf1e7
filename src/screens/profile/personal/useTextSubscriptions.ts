/**
 * The text subscriptions dialog's flow (spec 01 §4 Text dialog, §8): load the phone's options
 * (Invalid: not a textable phone; any other failure: the load-failure message), edit them against
 * the loaded copy, Save sends only the changed flags (unchanged ones null), then the second step
 * sets the phone's text opt-in to whether any option is on, when that differs from the phone's;
 * if that step fails, Retry runs it again. A partial refusal sets the form (and the loaded copy)
 * to what the server kept, with its message.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/errors';
import { getSubscriptionInfo, modifySubscriptions } from '../../../api/profileTexts';
import {
  anyOptIn,
  keptOf,
  keptSubscriptions,
  subscriptionChanges,
  type SubscriptionOption,
} from '../../../domain/profile/textSubscriptions';

export type SubscriptionsStep = 'loading' | 'ready' | 'saving' | 'finalizing' | 'finalizeFailed' | 'failed';

interface Options {
  phoneNumber: string;
  /** The phone's stored text opt-in. */
  optedIn: boolean;
  /** The second step: stores the phone's text opt-in. */
  finalize: (optIn: boolean) => Promise<void>;
  /** Everything was saved. */
  onSaved: () => void;
}

const reasonOf = (error: unknown) =>
  error instanceof ApiError && 'reason' in error.problem ? error.problem.reason : undefined;

const notTextable = (error: unknown) => reasonOf(error) === 'Invalid';

export function useTextSubscriptions({ phoneNumber, optedIn, finalize, onSaved }: Options) {
  const [step, setStep] = useState<SubscriptionsStep>('loading');
  const [loaded, setLoaded] = useState<SubscriptionOption[]>([]);
  const [current, setCurrent] = useState<SubscriptionOption[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  /** The second step's opt-in and the message to show once it is done (for Retry). */
  const [pending, setPending] = useState<{ optIn: boolean; after: string | null }>({
    optIn: optedIn,
    after: null,
  });

  useEffect(() => {
    let live = true;
    getSubscriptionInfo(phoneNumber).then(
      (options) => {
        if (!live) return;
        setLoaded(options);
        setCurrent(options);
        setStep('ready');
      },
      (error: unknown) => {
        if (!live) return;
        setMessage(notTextable(error) ? 'textSubscriptions.notTextable' : 'textSubscriptions.loadFailed');
        setStep('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [phoneNumber]);

  async function runFinalize(optIn: boolean, after: string | null) {
    setStep('finalizing');
    try {
      await finalize(optIn);
    } catch {
      setStep('finalizeFailed');
      return;
    }
    if (after) {
      setMessage(after);
      setStep('ready');
    } else onSaved();
  }

  async function save() {
    const changes = subscriptionChanges(loaded, current);
    if (changes.length === 0 || step !== 'ready') return;
    setStep('saving');
    setMessage(null);
    let kept = current;
    let after: string | null = null;
    try {
      await modifySubscriptions(phoneNumber, changes);
    } catch (error) {
      const list = keptOf(reasonOf(error) ?? '');
      if (!list) {
        setMessage(notTextable(error) ? 'textSubscriptions.notTextable' : 'textSubscriptions.loadFailed');
        setStep('ready');
        return;
      }
      kept = keptSubscriptions(current, list);
      after = 'textSubscriptions.modifyError';
    }
    setLoaded(kept);
    setCurrent(kept);
    const optIn = anyOptIn(kept);
    setPending({ optIn, after });
    if (optIn !== optedIn) await runFinalize(optIn, after);
    else if (after) {
      setMessage(after);
      setStep('ready');
    } else onSaved();
  }

  function change(brandingId: number, flag: 'OptInMarketing' | 'OptInAccount', on: boolean) {
    setCurrent((options) =>
      options.map((option) => (option.BrandingId === brandingId ? { ...option, [flag]: on } : option)),
    );
    setMessage(null);
  }

  return {
    step,
    loaded,
    current,
    message,
    changed: subscriptionChanges(loaded, current).length > 0,
    change,
    save: () => void save(),
    retry: () => void runFinalize(pending.optIn, pending.after),
  };
}
