// The left menu: the shell's five sections and those the run-time registry adds (their label,
// icon, order and badge come from the registry, ../app/registry.ts), the current one highlighted,
// a dot with a tooltip when its sidebar badge count is above 0. Ctrl/meta click opens the section
// in a new tab. Hovering or focusing a link starts its section's first reads
// (@portal/shared/section-reads; its code was loaded in idle time, ../app/idle-prefetch.ts). Below 900 px the column is hidden and the same links (SectionLinks) open from the
// header's メニュー drawer.
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled, { css } from 'styled-components';
import { BADGE_COUNT_KEYS, BADGE_TOOLTIPS } from '@portal/shared/enums';
import { portalPath, wording, type SiteId } from '@portal/shared/site';
import { useSidebarBadges } from '@portal/shared/frame-queries';
import { prefetchSectionReads } from '@portal/shared/section-reads';
import { Dot } from '@portal/shared/ui/badge';
import { media } from '@portal/shared/ui/responsive';
import { Tooltip } from '@portal/shared/ui/tooltip';
import { openInNewTab } from '../app/browser';
import { useRegistrySections } from '../app/registry';
import { messages } from '../messages';
import { CalendarIcon, ChatIcon, GearIcon, PathIcon, PeopleIcon, SearchIcon } from './icons';
import { Stack, inlineRow } from '@portal/shared/ui/layout';
import type { RegistrySection } from '@portal/shared/section-registry';

type BadgeKey = keyof typeof BADGE_TOOLTIPS;

interface Entry {
  /** Path under /{id}/employment-agency the entry links to. */
  to: string;
  /** Third path segment that makes the entry the current one. */
  section: string;
  label: string;
  icon: ReactNode;
  /** The count of GET /sidebar/badges that lights the entry, and what its dot says. */
  badge?: { count: string; tooltip: string };
  order: number;
}

const builtInBadge = (key: BadgeKey) => ({
  count: BADGE_COUNT_KEYS[key],
  tooltip: BADGE_TOOLTIPS[key],
});

function entriesFor(siteId: SiteId, sections: readonly RegistrySection[]): Entry[] {
  const own: Entry[] = [
    {
      to: 'jobs/search',
      section: 'jobs',
      label: messages.navJobs,
      icon: <SearchIcon />,
      badge: builtInBadge('jobs/search'),
      order: 10,
    },
    {
      to: 'applicants',
      section: 'applicants',
      label: messages.navApplicants,
      icon: <PeopleIcon />,
      badge: builtInBadge('applicants'),
      order: 20,
    },
    {
      to: 'chat',
      section: 'chat',
      label: messages.navChat,
      icon: <ChatIcon />,
      badge: builtInBadge('chat'),
      order: 30,
    },
    {
      to: 'events',
      section: 'events',
      label: wording(siteId).eventsNav,
      icon: <CalendarIcon />,
      order: 40,
    },
    {
      to: 'settings',
      section: 'settings',
      label: messages.navSettings,
      icon: <GearIcon />,
      badge: builtInBadge('settings'),
      order: 50,
    },
  ];
  const taken = new Set(own.map((entry) => entry.section));
  const added = sections.flatMap((section) =>
    section.sidebar
      .filter((entry) => !taken.has(entry.section))
      .map((entry): Entry => ({
        to: entry.to,
        section: entry.section,
        label: entry.label,
        icon: <PathIcon paths={entry.icon} />,
        badge: entry.badge,
        order: entry.order,
      })),
  );
  // A stable sort: equal orders keep the shell's entries first, then the registry's.
  return [...own, ...added].sort((a, b) => a.order - b.order);
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

/** The section links; `onNavigate` runs after a plain click (the drawer closes itself). */
export function SectionLinks({ siteId, onNavigate }: { siteId: SiteId; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const badges = useSidebarBadges() as unknown as Readonly<Record<string, number | undefined>>;
  const sections = useRegistrySections();
  const client = useQueryClient();
  const currentSection = pathname.split('/').filter(Boolean)[2];

  // Links straight in the nav, not a list: the page's own lists (announcements, candidates) stay
  // the only list items on screen.
  return (
    <Stack as="nav" $gap="xs" aria-label={messages.sidebar}>
      {entriesFor(siteId, sections).map(({ to, section, label, icon, badge }) => {
        const href = portalPath(siteId, to);
        const active = currentSection === section;
        const count = badge === undefined ? 0 : (badges[badge.count] ?? 0);
        return (
          <Item
            key={to}
            to={href}
            $active={active}
            aria-current={active ? 'page' : undefined}
            onMouseEnter={() => prefetchSectionReads(client, to)}
            onFocus={() => prefetchSectionReads(client, to)}
            onClick={(event) => {
              openInNewTabOnModifiedClick(event, href);
              if (!event.defaultPrevented) onNavigate?.();
            }}
          >
            {icon}
            <Label>{label}</Label>
            {badge !== undefined && count > 0 && (
              <Tooltip content={badge.tooltip}>
                <Dot label={badge.tooltip} />
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
  ${inlineRow('md')}
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
