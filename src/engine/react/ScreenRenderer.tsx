/**
 * Renders one screen definition: compiles it (once per definition and settings) against the registered names and the
 * settings (throwing a DefinitionError for the app's error screen when it cannot be
 * trusted), then renders its blocks against the context, with the screen's own data.
 * Focus follows the screen's steps and messages (useScreenFocus).
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { compiledScreen } from '../compile';
import type { LoadedScreen } from '../definition';
import type { LogicContext, LogicEnv } from '../logic';
import { Blocks } from './Blocks';
import { useEngine } from './EngineContext';
import type { ApplyResult } from './useAction';
import { ScreenSettledProvider, useScreenFocus } from './useScreenFocus';

export type ScreenContext = Omit<LogicContext, 'options' | 'form' | 'data'>;

interface ScreenRendererProps {
  screen: LoadedScreen;
  context: ScreenContext;
  /** Data the screen starts with (what its route loaded). */
  initialData?: Record<string, unknown>;
}

export function ScreenRenderer({ screen, context, initialData }: ScreenRendererProps) {
  const engine = useEngine();
  const { settings, options, rules, names } = engine;
  const checks = engine.registry.checks;
  // Compiled once per definition and settings version, not on every mount (compile/compiled.ts).
  const compiled = useMemo(
    () => compiledScreen(screen, names, settings, checks),
    [screen, names, settings, checks],
  );
  const [data, setData] = useState<Record<string, unknown>>(initialData ?? {});
  const [resets, setResets] = useState<Record<string, number>>({});
  const root = useRef<HTMLDivElement>(null);
  const { settled, beforeChange } = useScreenFocus(root, data);
  const apply = useCallback<ApplyResult>(
    (result) => {
      if (result.data) {
        beforeChange();
        setData((old) => ({ ...old, ...result.data }));
      }
      const reset = result.reset ?? [];
      if (reset.length)
        setResets((old) => ({ ...old, ...Object.fromEntries(reset.map((id) => [id, (old[id] ?? 0) + 1])) }));
    },
    [beforeChange],
  );

  const env = useMemo<LogicEnv>(
    () => ({ settings, options, rules, context: { ...context, options, form: {}, data } }),
    [settings, options, rules, context, data],
  );

  return (
    <div
      ref={root}
      className={`screen screen--${screen.definition.layout ?? 'wide'}`}
      data-screen={screen.definition.id}
    >
      <ScreenSettledProvider value={settled}>
        <Blocks blocks={screen.definition.blocks} screen={compiled} env={env} apply={apply} resets={resets} />
      </ScreenSettledProvider>
    </div>
  );
}
