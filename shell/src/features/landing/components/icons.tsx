import { ICON_PATHS } from './icon-paths';

// Decorative: the text or label next to each icon says what it means.
export type IconName = keyof typeof ICON_PATHS;

interface IconProps {
  name: IconName;
  /** Sizing and colour come from the stylesheet (`ql-icon` is 1.25rem in the current colour). */
  className?: string;
}

/** A decorative 24×24 Material icon in the text colour. */
export function Icon({ name, className = 'ql-icon' }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
