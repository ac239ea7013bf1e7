import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { KnownNames } from '../compile';
import type { RuleBook } from '../logic';
import type { Options } from '../options';
import type { Settings } from '../settings';
import type { Registry } from './registry';

export interface Engine {
  settings: Settings;
  options: Options;
  rules: RuleBook;
  registry: Registry;
  names: KnownNames;
}

const EngineContext = createContext<Engine | null>(null);

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine needs an EngineProvider above it');
  return engine;
}

/** Settings only: usable by widgets that render inside or outside an engine. */
export function useSettings(): Settings {
  return useEngine().settings;
}

interface EngineProviderProps {
  settings: Settings;
  options: Options;
  rules: RuleBook;
  registry: Registry;
  children: ReactNode;
}

/** The names a registry knows, one object per registry (compiled screens are kept per names). */
const knownNames = new WeakMap<Registry, KnownNames>();

function namesOf(registry: Registry): KnownNames {
  let names = knownNames.get(registry);
  if (!names) {
    names = {
      widgets: new Set(Object.keys(registry.widgets)),
      blocks: new Set(Object.keys(registry.blocks)),
      actions: new Set(Object.keys(registry.actions)),
      checks: new Set(Object.keys(registry.checks)),
    };
    knownNames.set(registry, names);
  }
  return names;
}

export function EngineProvider({ settings, options, rules, registry, children }: EngineProviderProps) {
  const engine = useMemo<Engine>(
    () => ({
      settings,
      options,
      rules,
      registry,
      names: namesOf(registry),
    }),
    [settings, options, rules, registry],
  );
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}
