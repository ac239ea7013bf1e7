/** A small spinner; its label is read by assistive technology while the spinner shows. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
