import type { ButtonBlock as ButtonDefinition } from '../../definition';
import type { BlockProps } from '../ChildBlocks';
import { useEngine } from '../EngineContext';
import { useAction } from '../useAction';
import { FailureBanner } from './FailureBanner';

/** A button running a named action; busy while it runs, its failure announced beside it. */
export function ButtonBlock({ block, screen, env, apply }: BlockProps<ButtonDefinition>) {
  const { settings } = useEngine();
  const screenId = screen.loaded.definition.id;
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
