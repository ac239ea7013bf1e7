import { useFocusOnAppear } from '../useScreenFocus';

/**
 * An action's failure, announced (role alert) and focused as the screen's error summary:
 * the control that ran the action was disabled meanwhile, so focus would otherwise be lost.
 */
export function FailureBanner({ text }: { text: string }) {
  const ref = useFocusOnAppear<HTMLDivElement>();
  return (
    <div ref={ref} className="banner banner--error" role="alert" tabIndex={-1}>
      {text}
    </div>
  );
}
