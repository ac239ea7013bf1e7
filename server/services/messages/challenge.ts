/**
 * The built-in captcha (spec 03 §2.10 captcha, when the institution has no reCAPTCHA site key):
 * a question a person answers, simple arithmetic in words ("What is seven plus three?", worded
 * by the settings messages.captchaQuestion and messages.captchaNumberWords), answered in digits
 * or in words. The challenge's id goes to the browser; the server keeps only the digest of the
 * id and the digest of the id with the sum, so the table tells neither. A challenge is checked
 * once, right or wrong, and only for CHALLENGE_MINUTES; the table is bounded like the codes.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { ChallengeResponse } from '../../../src/generated/api-types/messages.ts';
import type { Institution, Language } from '../../config/institution.ts';
import type { Deps } from '../../http/env.ts';
import { digest, newToken } from '../../security/tokens.ts';
import { addMinutes } from '../clock.ts';

export const CHALLENGE_MINUTES = 10;
export const MAX_CHALLENGES = 10_000;
/** Each number of the sum is 1 to 10, so the answer is 2 to 20. */
const OPERAND_MAX = 10;

/** The institution's numbers in words in a language (index = value); a missing word is written in digits. */
export function numberWords(institution: Pick<Institution, 'setting'>, language: Language = 'en'): string[] {
  return institution
    .setting('messages.captchaNumberWords', language)
    .split(',')
    .map((word) => word.trim().toLowerCase());
}

/** The number an answer names, in digits or as one of the words; undefined for anything else. */
export function answerNumber(answer: string, words: readonly string[]): number | undefined {
  const typed = answer.trim().toLowerCase();
  if (/^\d{1,3}$/.test(typed)) return Number(typed);
  const index = words.indexOf(typed);
  return typed !== '' && index >= 0 ? index : undefined;
}

function question(institution: Institution, language: Language, left: number, right: number): string {
  const words = numberWords(institution, language);
  const word = (value: number) => words[value] || String(value);
  const values: Record<string, string> = { left: word(left), right: word(right) };
  return institution
    .setting('messages.captchaQuestion', language)
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function answerDigest(id: string, sum: number): string {
  return digest(`${id}:${sum}`);
}

/** Forgets expired challenges, and all but the newest, before one is issued. */
function forgetStale({ db, clock }: Deps) {
  db.run('DELETE FROM captcha_challenges WHERE expires_at <= :now', { now: clock.now().toISOString() });
  db.run(
    `DELETE FROM captcha_challenges WHERE rowid NOT IN
       (SELECT rowid FROM captcha_challenges ORDER BY rowid DESC LIMIT :keep)`,
    { keep: MAX_CHALLENGES - 1 },
  );
}

/** A new challenge, its question in the language the portal asks in (English when it names none). */
export function issueChallenge(deps: Deps, language: Language = 'en'): ChallengeResponse {
  const { db, clock, institution } = deps;
  forgetStale(deps);
  const id = newToken();
  const left = randomInt(1, OPERAND_MAX + 1);
  const right = randomInt(1, OPERAND_MAX + 1);
  db.run(
    'INSERT INTO captcha_challenges (id_hash, answer_hash, expires_at) VALUES (:id, :answer, :expires)',
    {
      id: digest(id),
      answer: answerDigest(id, left + right),
      expires: addMinutes(clock.now(), CHALLENGE_MINUTES),
    },
  );
  return {
    ChallengeId: id,
    Question: question(institution, language, left, right),
    ExpiresInSeconds: CHALLENGE_MINUTES * 60,
  };
}

/**
 * Whether a response (`<ChallengeId>:<answer>`) answers a live challenge rightly. The
 * challenge is used up whatever the answer, so each one gets one guess.
 */
export function checkChallenge({ db, clock, institution }: Deps, response: string): boolean {
  const at = response.indexOf(':');
  if (at <= 0) return false;
  const id = response.slice(0, at);
  const row = db.get<{ answer_hash: string; expires_at: string }>(
    'SELECT answer_hash, expires_at FROM captcha_challenges WHERE id_hash = :id',
    { id: digest(id) },
  );
  if (!row) return false;
  db.run('DELETE FROM captcha_challenges WHERE id_hash = :id', { id: digest(id) });
  if (Date.parse(row.expires_at) <= clock.now().getTime()) return false;
  // Digits, or the words of either language: the answer is checked whatever the page spoke.
  const answer = response.slice(at + 1);
  const sum =
    answerNumber(answer, numberWords(institution)) ?? answerNumber(answer, numberWords(institution, 'es'));
  if (sum === undefined) return false;
  return timingSafeEqual(Buffer.from(answerDigest(id, sum), 'hex'), Buffer.from(row.answer_hash, 'hex'));
}
