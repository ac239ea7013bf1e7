/**
 * The built-in captcha (server/services/messages/challenge.ts): the server's question in words
 * ("What is seven plus three?"), an answer field it describes, and a New question button, so a
 * person with any assistive technology can pass it; never an image. Its response is the
 * challenge's id and the answer typed; reset asks for a new question.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { newCaptchaChallenge, type CaptchaChallenge } from '../../../api/messages';
import { useSettings } from '../../../engine';
import { Spinner } from '../../../widgets';
import type { CaptchaProps } from './types';

/** An answer is a number in digits or words; the field needs no more. */
const ANSWER_MAX_LENGTH = 20;

interface Loaded {
  /** The round it was loaded for: an older one is stale (a new question is loading). */
  round: number;
  challenge: CaptchaChallenge | null;
}

export function BuiltInCaptcha({ ref, id, error, onChange, disabled }: CaptchaProps) {
  const settings = useSettings();
  const [round, setRound] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const locale = settings.text('app.locale');

  useEffect(() => {
    const controller = new AbortController();
    newCaptchaChallenge(locale, controller.signal).then(
      (challenge) => {
        if (!controller.signal.aborted) setLoaded({ round, challenge });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ round, challenge: null });
      },
    );
    return () => controller.abort();
  }, [round, locale]);

  const current = loaded?.round === round ? loaded : null;
  const challenge = current?.challenge ?? null;
  const failed = current !== null && challenge === null;
  const next = useCallback(() => {
    setRound((value) => value + 1);
    setAnswer('');
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      response: () =>
        challenge && answer.trim() !== '' ? `${challenge.ChallengeId}:${answer.trim()}` : null,
      reset: next,
      focus: () => input.current?.focus(),
    }),
    [challenge, answer, next],
  );

  const questionId = `${id}__question`;
  const errorId = `${id}__error`;
  let question;
  if (failed)
    question = (
      <p id={questionId} className="field__error">
        {settings.text('messages.captchaLoadError')}
      </p>
    );
  else if (!challenge) question = <Spinner label={settings.text('messages.captchaLoading')} />;
  else
    question = (
      <p id={questionId} className="captcha__question">
        {challenge.Question}
      </p>
    );
  return (
    <div className={`field captcha${error ? ' field--invalid' : ''}`}>
      <div aria-live="polite">{question}</div>
      <div className="field__label">
        <label htmlFor={id}>{settings.text('messages.captchaAnswerLabel')}</label>
      </div>
      <div className="captcha__answer">
        <input
          ref={input}
          id={id}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={ANSWER_MAX_LENGTH}
          value={answer}
          disabled={disabled || !challenge}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${questionId} ${errorId}`}
          onChange={(event) => {
            setAnswer(event.target.value);
            onChange();
          }}
        />
        <button type="button" className="button button--secondary" disabled={disabled} onClick={next}>
          {settings.text('messages.captchaNewQuestion')}
        </button>
      </div>
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
