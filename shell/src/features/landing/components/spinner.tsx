interface SpinnerProps {
  /** What is loading, for assistive technology. */
  label: string;
}

/** An announced loading indicator: a spinning ring with an accessible label. */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className="ql-status" role="status" aria-label={label}>
      <span className="ql-spinner" aria-hidden="true" />
      <span className="ql-sr-only">{label}</span>
    </div>
  );
}
