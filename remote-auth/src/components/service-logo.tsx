// The service-line logos of the auth pages: new-graduate by default, mid-career (398 px wide) on
// /mid or with the page flag `?page=chuto` (中途), which lets a new-graduate URL show it too.
import { messages } from '../messages';

export type LogoVariant = 'new-graduate' | 'mid';

const VARIANTS = {
  'new-graduate': {
    width: 320,
    tag: messages.newGraduateTag,
    label: messages.newGraduateLogo,
    accent: '#13847a',
  },
  mid: { width: 398, tag: messages.midTag, label: messages.midLogo, accent: '#c25e00' },
} as const;

/** `?page=chuto` is the documented page flag for the alternate (mid-career) logo. */
export function logoVariant(isMidSite: boolean, search: string): LogoVariant {
  return isMidSite || new URLSearchParams(search).get('page') === 'chuto' ? 'mid' : 'new-graduate';
}

/** Drawn on a 320 × 56 grid and scaled to the variant's width, so both logos share one design. */
export function ServiceLogo({ variant }: { variant: LogoVariant }) {
  const { width, tag, label, accent } = VARIANTS[variant];
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={(width * 56) / 320}
      viewBox="0 0 320 56"
    >
      <rect width="56" height="56" rx="14" fill="#1f3a5f" />
      <circle cx="20" cy="21" r="7" fill="#ffffff" />
      <path d="M8 44c1.4-7.6 5.8-11.8 12-11.8S30.6 36.4 32 44z" fill="#ffffff" />
      <path
        d="M33 20h13M40.5 14.5 46 20l-5.5 5.5"
        stroke={accent}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M36 36h10" stroke={accent} strokeWidth="4" strokeLinecap="round" />
      <rect x="70" y="1" width="74" height="20" rx="10" fill={accent} />
      <text x="107" y="15.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#ffffff">
        {tag}
      </text>
      <text
        x="70"
        y="52"
        fontSize="28"
        fontWeight="700"
        fill="#1f3a5f"
        textLength="248"
        lengthAdjust="spacingAndGlyphs"
      >
        {messages.productName}
      </text>
    </svg>
  );
}
