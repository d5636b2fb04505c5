// The left menu: five sections, the current one highlighted, a dot with a tooltip when its sidebar
// badge count is above 0. Ctrl/meta click opens the section in a new tab. Below 900 px the column
// is hidden and the same links (SectionLinks) open from the header's メニュー drawer.
import type { ComponentType, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BADGE_COUNT_KEYS, BADGE_TOOLTIPS } from '@portal/shared/enums';
import { portalPath, wording, type SiteId } from '@portal/shared/site';
import { useSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import { Dot } from '@portal/shared/ui/badge';
import { media } from '@portal/shared/ui/responsive';
import { Tooltip } from '@portal/shared/ui/tooltip';
import { openInNewTab } from '../app/browser';
import { messages } from '../messages';
import { CalendarIcon, ChatIcon, GearIcon, PeopleIcon, SearchIcon } from './icons';
import { Stack } from '@portal/shared/ui/layout';

type BadgeKey = keyof typeof BADGE_TOOLTIPS;

interface Entry {
  /** Path under /{id}/employment-agency the entry links to. */
  to: string;
  /** Third path segment that makes the entry the current one. */
  section: string;
  label: string;
  Icon: ComponentType;
  badge?: BadgeKey;
}

function entriesFor(siteId: SiteId): Entry[] {
  return [
    {
      to: 'jobs/search',
      section: 'jobs',
      label: messages.navJobs,
      Icon: SearchIcon,
      badge: 'jobs/search',
    },
    {
      to: 'applicants',
      section: 'applicants',
      label: messages.navApplicants,
      Icon: PeopleIcon,
      badge: 'applicants',
    },
    { to: 'chat', section: 'chat', label: messages.navChat, Icon: ChatIcon, badge: 'chat' },
    { to: 'events', section: 'events', label: wording(siteId).eventsNav, Icon: CalendarIcon },
    {
      to: 'settings',
      section: 'settings',
      label: messages.navSettings,
      Icon: GearIcon,
      badge: 'settings',
    },
  ];
}

function openInNewTabOnModifiedClick(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (!event.ctrlKey && !event.metaKey) return;
  event.preventDefault();
  openInNewTab(href);
}

export function Sidebar({ siteId }: { siteId: SiteId }) {
  return (
    <Aside>
      <SectionLinks siteId={siteId} />
    </Aside>
  );
}

/** The five section links; `onNavigate` runs after a plain click (the drawer closes itself). */
export function SectionLinks({ siteId, onNavigate }: { siteId: SiteId; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const badges = useSidebarBadges();
  const currentSection = pathname.split('/').filter(Boolean)[2];

  // Links straight in the nav, not a list: the page's own lists (announcements, candidates) stay
  // the only list items on screen.
  return (
    <Stack as="nav" $gap="xs" aria-label={messages.sidebar}>
      {entriesFor(siteId).map(({ to, section, label, Icon, badge }) => {
        const href = portalPath(siteId, to);
        const active = currentSection === section;
        const count = badge === undefined ? 0 : badges[BADGE_COUNT_KEYS[badge]];
        return (
          <Item
            key={to}
            to={href}
            $active={active}
            aria-current={active ? 'page' : undefined}
            onClick={(event) => {
              openInNewTabOnModifiedClick(event, href);
              if (!event.defaultPrevented) onNavigate?.();
            }}
          >
            <Icon />
            <Label>{label}</Label>
            {badge !== undefined && count > 0 && (
              <Tooltip content={BADGE_TOOLTIPS[badge]}>
                <Dot label={BADGE_TOOLTIPS[badge]} />
              </Tooltip>
            )}
          </Item>
        );
      })}
    </Stack>
  );
}

const Aside = styled.aside`
  width: 216px;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  ${media.compact} {
    display: none;
  }
`;

const Label = styled.span`
  flex: 1;
  white-space: nowrap;
`;

const Item = styled(Link)<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 10px ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primary};
      font-weight: 700;
      &::before {
        content: '';
        position: absolute;
        left: -8px;
        top: 8px;
        bottom: 8px;
        width: 3px;
        border-radius: 0 3px 3px 0;
        background: ${theme.colors.primary};
      }
      svg {
        color: ${theme.colors.primary};
      }
      &:hover {
        background: ${theme.colors.primarySoft};
      }
    `}
`;
