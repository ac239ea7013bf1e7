/**
 * The feedback's answers and their reasons (spec 03 §2.10, §3): Good or Could Be Better, each
 * with up to five reasons the institution words in settings (messages.goodReason1…5,
 * messages.betterReason1…5); a reason left empty is not offered. The portal offers these and
 * the server accepts only these, both reading the same settings.
 */
export const FEEDBACK_ANSWERS = ['good', 'couldBeBetter'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** Spec 03 §2.10: up to five reasons per answer. */
export const REASON_COUNT = 5;

const REASON_PREFIX: Readonly<Record<FeedbackAnswer, string>> = {
  good: 'messages.goodReason',
  couldBeBetter: 'messages.betterReason',
};

/** The settings key of each answer's label. */
export const ANSWER_KEYS: Readonly<Record<FeedbackAnswer, string>> = {
  good: 'messages.answerGood',
  couldBeBetter: 'messages.answerBad',
};

/** The settings keys of an answer's five reasons, in order. */
export function reasonKeys(answer: FeedbackAnswer): string[] {
  return Array.from({ length: REASON_COUNT }, (_unused, index) => `${REASON_PREFIX[answer]}${index + 1}`);
}

/** The reasons offered for an answer: each configured text, trimmed, once; empty ones left out. */
export function configuredReasons(text: (key: string) => string, answer: FeedbackAnswer): string[] {
  const reasons = reasonKeys(answer)
    .map((key) => text(key).trim())
    .filter((reason) => reason !== '');
  return [...new Set(reasons)];
}

export function isFeedbackAnswer(value: unknown): value is FeedbackAnswer {
  return FEEDBACK_ANSWERS.includes(value as FeedbackAnswer);
}
