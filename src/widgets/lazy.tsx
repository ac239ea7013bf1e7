import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A widget whose code loads on first use (imask and the calendar stay out of the
 * sign-in bundle). While it loads, a disabled input holds its place.
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<input id={props.id} className="input" disabled aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWidget;
}
