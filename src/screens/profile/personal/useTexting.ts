/**
 * The texting asks of the Personal Information form (spec 01 §4 Phones and Text dialog): turning
 * a phone's Text Messages on opens the texting agreement (the institution's agreements of type
 * texting in force; none configured: it turns on at once), Agree turns it on, Disagree leaves it
 * off with the must-agree note. Opening a phone's text subscriptions first asks for the texting
 * terms the user has not agreed to yet (the session's records); Disagree opens nothing.
 */
import { useMemo, useState } from 'react';
import { agreementsNeeded, type Agreement, type AgreementRecord } from '../../../domain/agreements';
import { localDateOf } from '../../../domain/dates';
import { phoneDigits, type ProfilePhone } from '../../../domain/profile/phones';
import { useSettings, type LogicEnv } from '../../../engine';

const AGREEMENT_KEYS = [1, 2, 3, 4, 5].map((index) => `agreements.agreement${index}`);

/** What the texting agreement was asked for: a phone's opt-in, or opening its subscriptions. */
type AgreementAsk = { index: number; purpose: 'optIn' | 'subscriptions' };

interface TextingOptions {
  env: LogicEnv;
  phones: readonly ProfilePhone[];
  /** Sets a phone's text opt-in in the form. */
  setOptIn: (index: number, on: boolean) => void;
  addAgreementLogs: (records: readonly AgreementRecord[]) => void;
}

export function useTexting({ env, phones, setOptIn, addAgreementLogs }: TextingOptions) {
  const settings = useSettings();
  const [asking, setAsking] = useState<AgreementAsk | null>(null);
  const [subscriptionsOf, setSubscriptionsOf] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [subscriptionsDirty, setSubscriptionsDirty] = useState(false);

  const today = localDateOf(env.context.now) ?? env.context.now.slice(0, 10);
  const agreementTexts = AGREEMENT_KEYS.map((key) => settings.text(key)).join('\n');
  const records = env.context.session.agreementLogs;
  // The opt-in always shows the terms in force; the subscriptions only those not yet agreed to.
  const [inForce, notAgreed] = useMemo(() => {
    const texts = agreementTexts.split('\n');
    return [
      agreementsNeeded(texts, [], today, 'texting').needed,
      agreementsNeeded(texts, records ?? [], today, 'texting').needed,
    ];
  }, [agreementTexts, records, today]);

  const numberOf = (index: number) => phoneDigits(phones[index]?.PhoneNumber ?? '');

  return {
    today,
    note,
    clearNote: () => setNote(null),
    /** The agreements the open agreement dialog asks for, or null while none is open. */
    agreements: (asking ? (asking.purpose === 'optIn' ? inForce : notAgreed) : null) as
      readonly Agreement[] | null,
    subscriptionsOf,
    subscriptionsDirty,
    setSubscriptionsDirty,
    setTexting(index: number, on: boolean) {
      setNote(null);
      if (on && inForce.length > 0) setAsking({ index, purpose: 'optIn' });
      else setOptIn(index, on);
    },
    openSubscriptions(index: number) {
      setNote(null);
      if (notAgreed.length > 0) setAsking({ index, purpose: 'subscriptions' });
      else setSubscriptionsOf(numberOf(index));
    },
    agreed(agreementRecords: readonly AgreementRecord[]) {
      if (!asking) return;
      setAsking(null);
      addAgreementLogs(agreementRecords);
      if (asking.purpose === 'subscriptions') setSubscriptionsOf(numberOf(asking.index));
      else setOptIn(asking.index, true);
    },
    disagreed() {
      if (!asking) return;
      setAsking(null);
      setNote(asking.purpose === 'optIn' ? 'profilePersonal.disagreed' : 'textSubscriptions.mustAgree');
    },
    closeSubscriptions() {
      setSubscriptionsOf(null);
      setSubscriptionsDirty(false);
    },
  };
}

export type Texting = ReturnType<typeof useTexting>;
