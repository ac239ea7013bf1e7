import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on first use; `fallback` holds its place meanwhile. */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

/**
 * A widget whose code loads on first use (imask and the calendar stay out of the
 * sign-in bundle). While it loads, a disabled input holds its place.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  return lazyComponent(load, (props) => <input id={props.id} className="input" disabled aria-busy="true" />);
}
