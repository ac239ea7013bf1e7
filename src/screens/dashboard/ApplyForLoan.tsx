/**
 * The dashboard's Apply for a loan button (spec 03 §2.2): starts the application through
 * the shared flow, with a spinner while the token is fetched and the start error below.
 */
import { useSettings, type BlockWidgetProps } from '../../engine';
import { Spinner } from '../../widgets';
import { useApplyForLoan } from '../shared/useApplyForLoan';
import './dashboard.css';

export function ApplyForLoan({ env }: BlockWidgetProps) {
  const settings = useSettings();
  const apply = useApplyForLoan(env.context.session.username);

  return (
    <div className="apply-for-loan">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={apply.starting || undefined}
        onClick={() => void apply.start()}
      >
        {settings.text('dashboard.applyForLoan')}
      </button>
      {apply.starting && <Spinner label={settings.text('applications.starting')} />}
      {apply.failed && (
        <p className="apply-for-loan__error" role="alert">
          {settings.text('applications.startError')}
        </p>
      )}
      {apply.notice}
    </div>
  );
}
