/**
 * A wizard: its included steps, one shown at a time, with a tab list. Every step stays
 * mounted (the others hidden), so going back finds the user's entries where they were.
 * An action of a step answers `step: 'next' | 'back'`; the wizard turns that into the
 * step's id, judged against the data the action brought (a verified e-mail may skip a
 * step). A tab leads back to an earlier step; later tabs stay disabled until reached by
 * Continue. Focus moves to the new step's heading (the step itself when it has none), as on
 * every step change of a screen (useScreenFocus), so that screen reader users hear where they are.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WizardBlock as WizardDefinition, WizardStep } from '../../definition';
import type { LogicEnv } from '../../logic';
import { currentStep, includedSteps, moveStep } from '../../steps';
import { ChildBlocks, type BlockProps } from '../ChildBlocks';
import { useEngine } from '../EngineContext';
import type { ApplyResult } from '../useAction';
import { FailureBanner } from './FailureBanner';

function withData(env: LogicEnv, data: Record<string, unknown> | undefined): LogicEnv {
  return data ? { ...env, context: { ...env.context, data: { ...env.context.data, ...data } } } : env;
}

/** The step whose tab is lit: the current one, or the last tabbed step before it. */
function tabOf(steps: readonly WizardStep[], current: WizardStep | undefined): WizardStep | undefined {
  const index = current ? steps.indexOf(current) : -1;
  return steps.slice(0, index + 1).findLast((step) => step.tab !== false);
}

export function WizardBlock({ block, screen, env, apply, resets }: BlockProps<WizardDefinition>) {
  const { settings, registry } = useEngine();
  const steps = includedSteps(block.steps, env);
  const current = currentStep(block.steps, env.context.data.step, env);
  const tabs = steps.filter((step) => step.tab !== false);
  const litTab = tabOf(steps, current);
  const litIndex = litTab ? tabs.indexOf(litTab) : -1;
  const screenId = screen.loaded.definition.id;

  // Actions answer later: the move is judged against the environment of that moment.
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const stepApply = useCallback<ApplyResult>(
    (result) => {
      if (!result.ok || !result.step) {
        apply(result);
        return;
      }
      const now = withData(envRef.current, result.data);
      const from = currentStep(block.steps, envRef.current.context.data.step, envRef.current);
      const to = moveStep(block.steps, from?.id, result.step, now);
      apply({ ...result, data: { ...result.data, step: to?.id ?? from?.id } });
    },
    [apply, block.steps],
  );

  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const goTo = async (step: WizardStep) => {
    if (step === current || pending) return;
    setFailure(undefined);
    if (!block.beforeStep) {
      apply({ ok: true, data: { step: step.id } });
      return;
    }
    setPending(true);
    try {
      const result = await registry.actions[block.beforeStep]!({}, { env, screenId, formId: block.id });
      if (result.ok) apply({ ...result, data: { ...result.data, step: step.id } });
      else {
        setFailure(settings.text(result.message, result.params));
        apply(result);
      }
    } catch (error) {
      console.error(`Action "${block.beforeStep}" failed`, error);
      setFailure(settings.text('errors.server'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="wizard" id={block.id}>
      {tabs.length > 1 && (
        <nav className="wizard__tabs" aria-label={settings.text(block.label)}>
          <ol>
            {tabs.map((step, index) => (
              <li key={step.id}>
                <button
                  type="button"
                  className="wizard__tab"
                  aria-current={index === litIndex ? 'step' : undefined}
                  disabled={index > litIndex || pending}
                  onClick={() => void goTo(step)}
                >
                  {settings.text(step.title)}
                </button>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {failure && <FailureBanner text={failure} />}
      {steps.map((step) => (
        <section
          key={step.id}
          className="wizard__step"
          data-step={step.id}
          aria-label={settings.text(step.title)}
          tabIndex={-1}
          hidden={step !== current}
        >
          <ChildBlocks blocks={step.blocks} screen={screen} env={env} apply={stepApply} resets={resets} />
        </section>
      ))}
    </div>
  );
}
