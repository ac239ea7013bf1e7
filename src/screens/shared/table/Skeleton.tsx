/**
 * The loading state of a list (issue 18): grey bars in the shape of what is coming (a table's
 * header and rows, or document tiles) instead of an empty-looking page or a bare spinner. The
 * region is busy, and its text (the list's own loading text from settings) is read by screen
 * readers; the bars are decoration. Their shimmer stops under prefers-reduced-motion.
 */
import './states.css';

interface SkeletonProps {
  /** The list's loading text, already read from settings. */
  label: string;
  shape?: 'table' | 'tiles';
  rows?: number;
  columns?: number;
}

export function Skeleton({ label, shape = 'table', rows = 3, columns = 4 }: SkeletonProps) {
  const bars = Array.from({ length: columns }, (_, index) => index);
  return (
    <div className={`skeleton skeleton--${shape}`} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="skeleton__shape" aria-hidden="true">
        {shape === 'table' && (
          <div className="skeleton__row skeleton__row--head">
            {bars.map((bar) => (
              <span key={bar} className="skeleton__bar" />
            ))}
          </div>
        )}
        {Array.from({ length: rows }, (_, row) =>
          shape === 'table' ? (
            <div key={row} className="skeleton__row">
              {bars.map((bar) => (
                <span key={bar} className="skeleton__bar" />
              ))}
            </div>
          ) : (
            <div key={row} className="skeleton__tile">
              <span className="skeleton__bar skeleton__bar--name" />
              <span className="skeleton__bar skeleton__bar--date" />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
