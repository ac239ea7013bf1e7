/**
 * The running institution's settings and options: the public ApplicationOptions answer
 * (src/api/setup.ts), which the studio shows as each key's current value and the preview
 * starts from. A failure leaves it undefined: the studio then shows the defaults and says so.
 */
import { useEffect, useState } from 'react';
import { getApplicationOptions, type ApplicationOptions } from '../../api/setup';

export type Running =
  { status: 'loading' } | { status: 'ready'; answer: ApplicationOptions } | { status: 'failed' };

export function useRunningInstitution(): Running {
  const [running, setRunning] = useState<Running>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    getApplicationOptions(abort.signal).then(
      (answer) => setRunning({ status: 'ready', answer }),
      () => {
        if (!abort.signal.aborted) setRunning({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, []);
  return running;
}
