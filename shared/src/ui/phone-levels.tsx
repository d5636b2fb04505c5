// List-and-detail pages on a phone: below 900 px they drill down instead of stacking their
// columns above the page (the user would scroll past the lists to reach what they opened). Only
// the level the route points at shows — e.g. the applicant list, one applicant's referred jobs,
// or the panel — with a link back up; a desktop keeps every column side by side. The link the
// user followed is hidden with its level, so the focus goes to the new level's first element
// (its back link, or the list's heading) instead of being lost to the page.
//
//   <PhoneLevel $current={useIsLevel('jobs/info')}><JobList /></PhoneLevel>
//   <PhoneBack to={() => 'jobs/info'}>{messages.backToJobs}</PhoneBack>
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation, useNavigationType, useParams, type Params } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '../site';
import { useSiteId } from '../use-site-id';
import { QUERIES, media } from './responsive';

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

/**
 * Its children, as they are on a desktop; hidden below 900 px unless `current`. The wrapper
 * leaves the layout alone (display: contents) and stays mounted, so a list keeps its place.
 */
export const PhoneLevel = styled.div<{ $current: boolean }>`
  display: contents;
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
 * Below 900 px, after each in-app navigation, when the focused element went away or is hidden
 * now (its level was left), focus `target` if it is shown. Does nothing while the focus is still
 * somewhere visible, nor on a desktop, where the levels stay side by side.
 */
export function useFocusAfterLevelChange(
  target: RefObject<HTMLElement | null>,
  /** The media query under which the levels are apart (default: below 900 px). */
  apart: string = QUERIES.compact,
) {
  const { key } = useLocation();
  // A link followed in the app (PUSH, REPLACE); not the page's first load or a reload (POP),
  // where the focus starts at the top of the page as usual.
  const followed = useNavigationType() !== 'POP';
  useEffect(() => {
    if (!followed) return undefined;
    // After the new level's styles apply: the followed link is hidden only then.
    const frame = requestAnimationFrame(() => {
      const element = target.current;
      if (!element || !window.matchMedia?.(apart).matches || !focusLost()) return;
      if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return;
      element.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [key, target, followed, apart]);
}

/**
 * The way back up to the parent level, shown below 900 px only, or below `below` px where a page
 * hides the parent level on wider screens too (e.g. a third column beside a panel).
 */
export function PhoneBack({
  to,
  below,
  children,
}: {
  /** The portal path of the parent level, from the route's parameters. */
  to: (params: Readonly<Params>) => string;
  below?: number;
  children: ReactNode;
}) {
  const siteId = useSiteId();
  const params = useParams();
  const ref = useRef<HTMLAnchorElement>(null);
  const shown = below ? `(max-width: ${below - 0.02}px)` : QUERIES.compact;
  useFocusAfterLevelChange(ref, shown);
  return (
    <Back ref={ref} to={portalPath(siteId, to(params))} $shown={shown}>
      ← {children}
    </Back>
  );
}

const Back = styled(Link)<{ $shown: string }>`
  display: none;
  @media ${({ $shown }) => $shown} {
    display: block;
    width: fit-content;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
