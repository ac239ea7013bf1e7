/**
 * The text subscriptions of a phone (Solutions By Text; spec 01 §3 "Text subscription info",
 * §4 Text dialog, §7): per branding a Marketing and an Account opt-in. What changed against the
 * loaded copy (the modify request sends an unchanged flag as null and leaves out a branding
 * without changes), whether any opt-in is on (the phone's text opt-in follows it), and the form
 * after a partial refusal: ErrorMessage holds a JSON list of {BrandingId, OptInAccount,
 * OptInMarketing}, what the server kept for each branding of the request, and the form takes
 * those values. Pure.
 */

export interface SubscriptionOption {
  BrandingId: number;
  BrandingName: string;
  OptInMarketing: boolean;
  OptInAccount: boolean;
}

/** One branding of a modify request: null leaves the flag as it is. */
export interface SubscriptionChange {
  BrandingId: number;
  OptInMarketing: boolean | null;
  OptInAccount: boolean | null;
}

type Flag = 'OptInMarketing' | 'OptInAccount';
const FLAGS: readonly Flag[] = ['OptInMarketing', 'OptInAccount'];

/** The modify request's Options: each changed branding, its unchanged flags null. */
export function subscriptionChanges(
  loaded: readonly SubscriptionOption[],
  current: readonly SubscriptionOption[],
): SubscriptionChange[] {
  const changes: SubscriptionChange[] = [];
  for (const option of current) {
    const before = loaded.find((entry) => entry.BrandingId === option.BrandingId);
    const change: SubscriptionChange = {
      BrandingId: option.BrandingId,
      OptInMarketing: null,
      OptInAccount: null,
    };
    for (const flag of FLAGS) if (!before || before[flag] !== option[flag]) change[flag] = option[flag];
    if (change.OptInMarketing !== null || change.OptInAccount !== null) changes.push(change);
  }
  return changes;
}

/** Whether the form differs from the loaded copy (Save is offered only then, spec 01 §5). */
export function subscriptionsChanged(
  loaded: readonly SubscriptionOption[],
  current: readonly SubscriptionOption[],
): boolean {
  return subscriptionChanges(loaded, current).length > 0;
}

/** Whether any opt-in of any branding is on: the phone's OptInToTexting after a save (spec 01 §4). */
export function anyOptIn(options: readonly SubscriptionOption[]): boolean {
  return options.some((option) => option.OptInMarketing || option.OptInAccount);
}

/** A branding as the server kept it after a partial refusal (an entry of the ErrorMessage JSON). */
export interface KeptSubscription {
  BrandingId: number;
  OptInMarketing: boolean;
  OptInAccount: boolean;
}

/** The brandings a partial refusal lists: its ErrorMessage parsed, or undefined when it is no such list. */
export function keptOf(errorMessage: string): KeptSubscription[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(errorMessage);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const kept: KeptSubscription[] = [];
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { BrandingId, OptInMarketing, OptInAccount } = entry as Record<string, unknown>;
    if (
      typeof BrandingId !== 'number' ||
      typeof OptInMarketing !== 'boolean' ||
      typeof OptInAccount !== 'boolean'
    )
      return undefined;
    kept.push({ BrandingId, OptInMarketing, OptInAccount });
  }
  return kept;
}

/** The form after a partial refusal: what was sent, each listed branding as the server kept it. */
export function keptSubscriptions(
  sent: readonly SubscriptionOption[],
  kept: readonly KeptSubscription[],
): SubscriptionOption[] {
  return sent.map((option) => {
    const entry = kept.find((candidate) => candidate.BrandingId === option.BrandingId);
    return entry
      ? { ...option, OptInMarketing: entry.OptInMarketing, OptInAccount: entry.OptInAccount }
      : option;
  });
}
