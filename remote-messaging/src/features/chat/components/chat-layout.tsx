// The chat section: 企業一覧 (the groups) on the left, the nested page (a thread, the new-message
// form, or a prompt) on the right. Below 900 px the list stacks above; with a page open there,
// the list gives way to it and a link leads back.
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '@portal/shared/site';
import { PageTitle } from '@portal/shared/ui/page-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { useChatLive } from '../hooks/use-chat-live';
import { useDocumentTitle } from '../hooks/use-document-title';
import { GroupList } from './group-list';
import { messages } from '../../../messages';

export function ChatLayout() {
  const siteId = useSiteId();
  const { pathname } = useLocation();
  const detailOpen = /\/chat\/(conversation|create)/.test(pathname);
  useChatLive();
  useDocumentTitle(messages.chatDocumentTitle);
  return (
    <Section>
      <PageTitle>{messages.chatTitle}</PageTitle>
      <Grid $detailOpen={detailOpen}>
        <ListPane aria-label={messages.companyList}>
          <GroupList />
        </ListPane>
        <DetailPane>
          {detailOpen ? (
            <BackLink to={portalPath(siteId, 'chat')}>← {messages.backToList}</BackLink>
          ) : null}
          <Outlet />
        </DetailPane>
      </Grid>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Grid = styled.div<{ $detailOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    & > aside {
      display: ${({ $detailOpen }) => ($detailOpen ? 'none' : 'block')};
    }
    & > div {
      display: ${({ $detailOpen }) => ($detailOpen ? 'block' : 'none')};
    }
  }
`;

const ListPane = styled.aside`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const DetailPane = styled.div`
  min-width: 0;
`;

const BackLink = styled(Link)`
  display: none;
  margin-bottom: ${({ theme }) => theme.space.sm};
  @media (max-width: 900px) {
    display: inline-block;
  }
`;
