/**
 * Running a named action: busy while it runs, its failure as text, and its result applied
 * to the screen (data merged, forms reset). A throwing action is a server error to the
 * user and a logged error to developers.
 */
import { useCallback, useState } from 'react';
import type { LogicEnv } from '../logic';
import { useEngine } from './EngineContext';
import type { ActionResult, FormValues } from './registry';

export type ApplyResult = (result: ActionResult) => void;

export function useAction(name: string, screenId: string, formId: string) {
  const { settings, registry } = useEngine();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const run = useCallback(
    async (values: FormValues, env: LogicEnv, apply: ApplyResult) => {
      const action = registry.actions[name]!;
      setBusy(true);
      setFailure(undefined);
      try {
        const result = await action(values, { env, screenId, formId });
        if (!result.ok) setFailure(settings.text(result.message, result.params));
        apply(result);
      } catch (error) {
        console.error(`Action "${name}" failed`, error);
        setFailure(settings.text('errors.server'));
      } finally {
        setBusy(false);
      }
    },
    [registry, name, screenId, formId, settings],
  );

  return { busy, failure, run };
}
