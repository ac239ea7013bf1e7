/**
 * The accounts of the contact info change (spec 03 §2.9): one box per loan account of the
 * account list, labelled by its number; the list's state (loading, error, none) in its place.
 */
import { useAccountList } from '../../api/accounts';
import { changeableAccountNumbers } from '../../domain/contactChange';
import { useSettings } from '../../engine';
import { Spinner } from '../../widgets';

interface AccountChecklistProps {
  id: string;
  username: string;
  ticked: readonly string[];
  /** The message to show under the list, or ''. */
  error: string;
  onChange: (ticked: string[]) => void;
}

export function AccountChecklist({ id, username, ticked, error, onChange }: AccountChecklistProps) {
  const settings = useSettings();
  const list = useAccountList(username);
  const errorId = `${id}-error`;
  const numbers = list.data ? changeableAccountNumbers(list.data) : [];

  function toggle(number: string, on: boolean) {
    onChange(on ? [...ticked, number] : ticked.filter((item) => item !== number));
  }

  let content;
  if (list.error)
    content = <p className="banner banner--error">{settings.text('requestChange.accountsError')}</p>;
  else if (!list.data) content = <Spinner label={settings.text('requestChange.accountsLoading')} />;
  else if (numbers.length === 0)
    content = <p className="text">{settings.text('requestChange.noAccounts')}</p>;
  else
    content = (
      <ul className="request-change__accounts">
        {numbers.map((number) => (
          <li key={number} className="checkbox">
            <input
              id={`${id}-${number}`}
              type="checkbox"
              className="checkbox__input"
              checked={ticked.includes(number)}
              onChange={(event) => toggle(number, event.target.checked)}
            />
            <label htmlFor={`${id}-${number}`}>{number}</label>
          </li>
        ))}
      </ul>
    );

  return (
    <fieldset className="request-change__group" aria-describedby={errorId}>
      <legend className="request-change__legend">{settings.text('requestChange.accountsLegend')}</legend>
      {content}
      <p id={errorId} className="field__error" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}
