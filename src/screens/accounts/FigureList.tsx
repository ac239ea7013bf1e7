/** A list of labelled figures (label and value pairs) as a description list, for the details screens. */
import './accounts.css';

export interface Figure {
  id: string;
  label: string;
  value: string;
}

export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="figure-list">
      {figures.map((figure) => (
        <div key={figure.id} className="figure-list__row" data-figure={figure.id}>
          <dt className="figure-list__label">{figure.label}</dt>
          <dd className="figure-list__value">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
