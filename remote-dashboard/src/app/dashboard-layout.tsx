// The section's frame: its title and the links to its three pages (the current one marked), then
// the page. A link, not a tab: each page has its own address, kept on reload and shareable.
import { NavLink, Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import { PageTitle } from '@portal/shared/ui/page-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../messages';

export function DashboardLayout() {
  const siteId = useSiteId();
  const links = [
    { to: paths.dashboard.tasks(siteId), label: messages.navTasks },
    { to: paths.dashboard.waiting(siteId), label: messages.navWaiting },
    { to: paths.dashboard.funnel(siteId), label: messages.navFunnel },
  ];
  return (
    <Page>
      <PageTitle documentTitle={messages.title}>{messages.title}</PageTitle>
      <Nav aria-label={messages.nav}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Nav>
      <Outlet />
    </Page>
  );
}

const Page = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Link = styled(NavLink)`
  flex: 0 0 auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;
