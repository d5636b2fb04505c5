// Below 900 px: the header's メニュー button and the drawer it opens, holding what the sidebar and
// the header's right side hold on a wide screen (sections, year, old design, support, logout).
// Focus moves into the drawer, Escape closes it and focus returns to メニュー.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { oldDesignUrl, serviceLineLabel, type SiteId } from '@portal/shared/site';
import { useSupportContact } from '@portal/shared/frame-queries';
import { Drawer } from '@portal/shared/ui/drawer';
import { QUERIES, media } from '@portal/shared/ui/responsive';
import { inlineRow, stack } from '@portal/shared/ui/layout';
import { openInNewTab } from '../app/browser';
import { useLogout } from '../features/logout/hooks/use-logout';
import { messages } from '../messages';
import { ExternalIcon, HelpIcon, LogoutIcon, MenuIcon } from './icons';
import { SectionLinks } from './sidebar';
import { YearSelector } from './year-selector';

export function MenuDrawer({ siteId }: { siteId: SiteId }) {
  const [open, setOpen] = useState(false);
  const { logout, pending } = useLogout(siteId);
  const supportSite = useSupportContact()?.siteUrl;
  const close = () => setOpen(false);

  // Growing past the breakpoint (rotating a tablet) shows the sidebar again: no drawer over it.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(QUERIES.wide);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <MenuButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        {messages.menu}
      </MenuButton>
      <Drawer open={open} onClose={close} title={messages.menu} closeLabel={messages.menuClose}>
        <Year>
          <strong>{serviceLineLabel(siteId)}</strong>
          <YearSelector siteId={siteId} tone="surface" />
        </Year>
        <SectionLinks siteId={siteId} onNavigate={close} />
        <Actions>
          <Action type="button" onClick={() => openInNewTab(oldDesignUrl(siteId))}>
            {messages.oldDesign}
            <ExternalIcon />
          </Action>
          {supportSite ? (
            <Action as="a" href={supportSite} target="_blank" rel="noopener noreferrer">
              <HelpIcon />
              {messages.supportSite}
            </Action>
          ) : null}
          <Action
            type="button"
            aria-disabled={pending}
            onClick={() => {
              if (!pending) logout();
            }}
          >
            <LogoutIcon />
            {messages.logout}
          </Action>
        </Actions>
      </Drawer>
    </>
  );
}

const MenuButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: 700;
  white-space: nowrap;
  cursor: pointer;
  ${media.wide} {
    display: none;
  }
`;

const Year = styled.div`
  ${inlineRow('md')}
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Actions = styled.div`
  ${stack('xs')}
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Action = styled.button`
  ${inlineRow('md')}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }
`;
