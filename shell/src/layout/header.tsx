// The top bar: logo and the service line (2025年卒 / 中途採用), and (except on sign-up pages) the
// year selector, the old-design button, the support-site link and logout. Below 900 px those
// controls and the sections move into the メニュー drawer (menu-drawer.tsx).
import styled from 'styled-components';
import { oldDesignUrl, serviceLineLabel, type SiteId } from '@portal/shared/site';
import { useSupportContact } from '@portal/shared/frame-queries';
import { media } from '@portal/shared/ui/responsive';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { inlineRow } from '@portal/shared/ui/layout';
import { openInNewTab } from '../app/browser';
import { useLogout } from '../features/logout/hooks/use-logout';
import { messages } from '../messages';
import { HelpIcon, ExternalIcon, LogoutIcon } from './icons';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import { YearSelector } from './year-selector';

export function Header({ siteId, showNavigation }: { siteId: SiteId; showNavigation: boolean }) {
  return (
    <Bar>
      <Brand>
        <Logo siteId={siteId} />
        <ServiceLine>
          <VisuallyHidden>{messages.serviceLine}：</VisuallyHidden>
          {serviceLineLabel(siteId)}
        </ServiceLine>
      </Brand>
      {showNavigation && (
        <>
          <HeaderNavigation siteId={siteId} />
          <MenuDrawer siteId={siteId} />
        </>
      )}
    </Bar>
  );
}

function HeaderNavigation({ siteId }: { siteId: SiteId }) {
  const { logout, pending } = useLogout(siteId);
  const supportSite = useSupportContact()?.siteUrl;
  return (
    <Nav>
      <YearSelector siteId={siteId} />
      <OldDesignButton type="button" onClick={() => openInNewTab(oldDesignUrl(siteId))}>
        {messages.oldDesign}
        <ExternalIcon />
      </OldDesignButton>
      {/* The operator's support site (GET /support); none configured, no link. */}
      {supportSite ? (
        <IconLink
          href={supportSite}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={messages.supportSite}
          title={messages.supportSite}
        >
          <HelpIcon />
        </IconLink>
      ) : null}
      <IconButton
        type="button"
        aria-label={messages.logout}
        title={messages.logout}
        aria-disabled={pending}
        onClick={() => {
          if (!pending) logout();
        }}
      >
        <LogoutIcon />
      </IconButton>
    </Nav>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  ${inlineRow('md')}
  justify-content: space-between;
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: 0 1px 0 rgba(0, 0, 0, 0.12);
  ${media.compact} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

const Brand = styled.div`
  ${inlineRow('md')}
  min-width: 0;
`;

const ServiceLine = styled.span`
  flex-shrink: 0;
  padding: 2px 10px;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const Nav = styled.nav`
  ${inlineRow('md')}
  ${media.compact} {
    display: none;
  }
`;

const OldDesignButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const iconStyle = `
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.14); }
  &[aria-disabled='true'] { opacity: 0.5; cursor: default; }
`;

const IconLink = styled.a`
  ${iconStyle}
  color: ${({ theme }) => theme.colors.textInverse};
`;

const IconButton = styled.button`
  ${iconStyle}
`;
