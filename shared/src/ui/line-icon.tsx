// An icon drawn as one stroked path in the text's colour: the system fonts here have no emoji, and
// the button or link it sits in carries its name (aria-hidden).
interface LineIconProps {
  /** The path, in a 24 × 24 box. */
  d: string;
  size?: number;
  join?: 'round' | 'miter';
  cap?: 'round' | 'butt';
}

export function LineIcon({ d, size = 18, join, cap }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin={join}
        strokeLinecap={cap}
      />
    </svg>
  );
}

/** The funnel of a filter button (公開求人一覧, the job list). */
export function FilterIcon() {
  return <LineIcon d="M3 5h18l-7 8v6l-4 2v-8z" join="round" />;
}
