// Below 900 px the applicant pages drill down instead of stacking their columns above the panel
// (the user would scroll past the applicant list and the referred jobs to reach what they
// opened): only the level the route points at shows — the applicant list, one applicant's
// referred jobs, the public jobs, or the panel — with a link back up. Desktop keeps every column.
// The link the user followed is hidden with its level, so the focus goes to the new level's
// first element (its back link, or the list's heading) instead of being lost to the page.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useParams, type Params } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { QUERIES, media } from '@portal/shared/ui/responsive';

const withoutSlash = (path: string) => path.replace(/\/+$/, '');

/**
 * Whether the location is one of the portal paths `paths` (e.g. `applicants/12/jobs`). Portal
 * paths, not relative ones: inside the shell's `applicants/*` route a relative '.' would resolve
 * to the whole current URL.
 */
export function useIsLevel(...paths: string[]): boolean {
  const siteId = useSiteId();
  const here = withoutSlash(useLocation().pathname);
  return paths.some((path) => portalPath(siteId, path) === here);
}

/** Below this width three columns leave the panel too narrow for the referral form. */
const THREE_COLUMNS = '@media (max-width: 1439.98px)';

/**
 * Its children, as they are on a desktop; hidden below 900 px unless `current`, and below
 * 1440 px when `crowded` (a third column is open beside it). The wrapper leaves the layout alone
 * (display: contents) and stays mounted, so the list keeps its place.
 */
export const PhoneLevel = styled.div<{ $current: boolean; $crowded?: boolean }>`
  display: contents;
  ${({ $crowded }) => ($crowded ? `${THREE_COLUMNS} { display: none; }` : '')}
  ${media.compact} {
    display: ${({ $current }) => ($current ? 'contents' : 'none')};
  }
`;

function focusLost(): boolean {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return true;
  return typeof active.checkVisibility === 'function' && !active.checkVisibility();
}

/**
 * Below 900 px, after each navigation, when the focused element went away or is hidden now (its
 * level was left), focus `target` if it is shown. Does nothing while the focus is still somewhere
 * visible, nor on a desktop, where the levels stay side by side.
 */
export function useFocusAfterLevelChange(target: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  useEffect(() => {
    // After the new level's styles apply: the followed link is hidden only then.
    const frame = requestAnimationFrame(() => {
      const element = target.current;
      if (!element || !window.matchMedia?.(QUERIES.compact).matches || !focusLost()) return;
      if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return;
      element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [key, target]);
}

/** The way back up to the parent level, shown below 900 px only. */
export function PhoneBack({
  to,
  children,
}: {
  /** The portal path of the parent level, from the route's parameters. */
  to: (params: Readonly<Params>) => string;
  children: ReactNode;
}) {
  const siteId = useSiteId();
  const params = useParams();
  const ref = useRef<HTMLAnchorElement>(null);
  useFocusAfterLevelChange(ref);
  return (
    <Back ref={ref} to={portalPath(siteId, to(params))}>
      ← {children}
    </Back>
  );
}

const Back = styled(Link)`
  display: none;
  ${media.compact} {
    display: block;
    align-self: flex-start;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
