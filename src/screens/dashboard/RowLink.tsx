import { useEngine, useSettings } from '../../engine';
import type { RowState } from '../../domain/accounts';

/** The settings key of each row state's tag (none for a normal row). */
export const STATE_TAGS: Readonly<Record<RowState, string | null>> = {
  closed: 'accounts.closedTag',
  pastDue: 'accounts.pastDueTag',
  normal: null,
};

interface RowLinkProps {
  text: string;
  /** Where the row leads; null shows plain text. */
  route: string | null;
  state?: RowState;
}

/**
 * The cell that opens a row's details: a real link (stretched over the row by CSS) and,
 * for a closed or past-due account, a text tag, so the state is not told by colour alone.
 */
export function RowLink({ text, route, state = 'normal' }: RowLinkProps) {
  const { registry } = useEngine();
  const settings = useSettings();
  const tag = STATE_TAGS[state];
  const { Link } = registry;
  return (
    <>
      {route === null ? (
        text
      ) : (
        <Link to={route} className="list-table__link">
          {text}
        </Link>
      )}
      {tag && <span className={`account-tag account-tag--${state}`}>{settings.text(tag)}</span>}
    </>
  );
}
