import type { ButtonBlock as ButtonDefinition } from '../../definition';
import type { LogicEnv } from '../../logic';
import { useEngine } from '../EngineContext';
import { useAction, type ApplyResult } from '../useAction';
import { FailureBanner } from './FailureBanner';

interface ButtonBlockProps {
  block: ButtonDefinition;
  screenId: string;
  env: LogicEnv;
  apply: ApplyResult;
}

/** A button running a named action; busy while it runs, its failure announced beside it. */
export function ButtonBlock({ block, screenId, env, apply }: ButtonBlockProps) {
  const { settings } = useEngine();
  const { busy, failure, run } = useAction(block.action, screenId, block.id ?? block.action);
  return (
    <div className="button-block">
      <button
        type="button"
        id={block.id}
        className={`button button--${block.variant ?? 'secondary'}`}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void run({}, env, apply)}
      >
        {settings.text(block.text)}
      </button>
      {failure && <FailureBanner text={failure} />}
    </div>
  );
}
