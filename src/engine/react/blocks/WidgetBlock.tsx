import { useCallback } from 'react';
import type { WidgetBlock as WidgetDefinition } from '../../definition';
import { evaluate, type LogicEnv } from '../../logic';
import type { BlockProps } from '../ChildBlocks';
import { useEngine } from '../EngineContext';

function resolveProps(props: Record<string, unknown> | undefined, env: LogicEnv) {
  return Object.fromEntries(Object.entries(props ?? {}).map(([name, logic]) => [name, evaluate(logic, env)]));
}

/** A hand-written block from the registry, with its props resolved and a way to publish screen data. */
export function WidgetBlock({ block, env, apply }: BlockProps<WidgetDefinition>) {
  const { registry } = useEngine();
  // One function while the screen's apply lasts: widgets may depend on it in effects (read once, publish).
  const setData = useCallback((data: Record<string, unknown>) => apply({ ok: true, data }), [apply]);
  const Widget = registry.blocks[block.name]!;
  return <Widget props={resolveProps(block.props, env)} env={env} setData={setData} />;
}
