// The left menu of the settings page (a row of links above the sections on a narrow page):
// each entry scrolls smoothly to its section (and keeps it there while the sections above it are
// still loading) and moves the keyboard focus there, so the next Tab continues inside that
// section. The links keep a real #anchor so they work without script. No entry marks the section
// in view: the only highlight is the one under the pointer (:hover).
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { card, cluster } from '@portal/shared/ui/layout';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../messages';
import { MAIN_ACCOUNT_SECTIONS, SETTINGS_SECTIONS, stackedSettings } from './sections';

/** How long a section is kept in place while the sections above it are still loading. */
const SETTLE_MS = 2000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps `section` at the top while the sections around it change height (one above it whose data
 * arrives after the click), until the user scrolls on their own or the page has settled.
 */
function keepInPlace(section: HTMLElement) {
  if (typeof ResizeObserver === 'undefined') return;
  // An observer reports the sizes as they are when it starts: the scroll is already under way.
  let started = false;
  const observer = new ResizeObserver(() => {
    if (started) section.scrollIntoView({ block: 'start' });
    started = true;
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLLS) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of USER_SCROLLS) window.addEventListener(type, stop, true);
  observer.observe(section.parentElement ?? document.body);
}

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  // The router owns the URL: a hash change here would only add a history entry.
  event.preventDefault();
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.focus({ preventScroll: true });
  keepInPlace(section);
}

export function SettingsMenu({ mainAccount }: { mainAccount: boolean }) {
  const siteId = useSiteId();
  const sections = [...SETTINGS_SECTIONS, ...(mainAccount ? MAIN_ACCOUNT_SECTIONS : [])];
  return (
    <Menu aria-label={messages.menuLabel}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <MenuLink
              href={`#${section.id}`}
              onClick={(event) => scrollToSection(event, section.id)}
            >
              {section.title}
            </MenuLink>
          </li>
        ))}
        {/* API連携 and its webhooks (main account) are pages of their own (issue 30). */}
        <li>
          <MenuLink as={Link} to={paths.settings.apiTokens(siteId)}>
            {messages.apiTokensMenu}
          </MenuLink>
        </li>
        {mainAccount ? (
          <li>
            <MenuLink as={Link} to={paths.settings.webhooks(siteId)}>
              {messages.webhooksMenu}
            </MenuLink>
          </li>
        ) : null}
      </ul>
    </Menu>
  );
}

const Menu = styled.nav`
  position: sticky;
  /* Below the shell's sticky header (56 px). */
  top: 72px;
  align-self: flex-start;
  width: 200px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.sm};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${stackedSettings} {
    position: static;
    width: auto;
    ul {
      ${cluster('xs')}
    }
  }
`;

const MenuLink = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
