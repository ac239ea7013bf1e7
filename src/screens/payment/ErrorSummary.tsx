/**
 * The payment's error summary, after the project's pattern (the engine's FailureBanner): an alert
 * banner that takes focus when it appears, so that neither a refused Submit nor a failed
 * submission leaves focus on the page. A Submit refused because a step is not valid lists what
 * to correct, each a button that moves focus to its field.
 */
import type { ReactNode } from 'react';
import { useFocusOnAppear, useSettings } from '../../engine';
import type { StepProblem } from './wizardData';

export function ErrorSummary({ children }: { children: ReactNode }) {
  const ref = useFocusOnAppear<HTMLDivElement>();
  return (
    <div ref={ref} className="banner banner--error payment-error-summary" role="alert" tabIndex={-1}>
      {children}
    </div>
  );
}

/** What keeps the payment from being submitted, from the steps' problems. */
export function StepProblems({ problems }: { problems: readonly StepProblem[] }) {
  const settings = useSettings();
  return (
    <ErrorSummary>
      <p>{settings.text('paymentWizard.errorSummary')}</p>
      {problems.length > 0 && (
        <ul className="payment-error-summary__list">
          {problems.map((problem) => {
            const text = settings.text(problem.key, problem.params);
            return (
              <li key={`${problem.field}:${problem.key}`}>
                {problem.field ? (
                  <button
                    type="button"
                    className="button button--link"
                    onClick={() => document.getElementById(problem.field)?.focus()}
                  >
                    {text}
                  </button>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      )}
    </ErrorSummary>
  );
}
