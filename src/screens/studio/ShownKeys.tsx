/**
 * The texts of the screen in view (the keys the preview read while rendering it, studio:shown),
 * each with its current text, to choose for the editor without picking in the frame.
 */
import { useSettings } from '../../engine';
import type { CatalogueRow } from '../../engine/settings/catalogueRow';

interface ShownKeysProps {
  keys: readonly string[];
  rowOf: ReadonlyMap<string, CatalogueRow>;
  onSelect: (key: string) => void;
}

export function ShownKeys({ keys, rowOf, onSelect }: ShownKeysProps) {
  const settings = useSettings();
  return (
    <details className="studio-shown">
      <summary>{settings.text('studio.shownHeading', { count: keys.length })}</summary>
      {keys.length === 0 ? (
        <p className="text">{settings.text('studio.shownEmpty')}</p>
      ) : (
        <ul className="studio-shown__list">
          {keys.map((key) => (
            <li key={key}>
              <button type="button" className="button button--link" onClick={() => onSelect(key)}>
                <code>{key}</code>
              </button>{' '}
              <span className="studio-shown__text">{rowOf.get(key)?.default}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
