// The chat section: 企業一覧 (the groups) on the left, the nested page (a thread, the new-message
// form, or a prompt) on the right. Below 900 px one level at a time: the list, or the page open
// with a link back to the list (@portal/shared/ui/phone-levels). A company message pushed by the
// live stream refreshes the groups, the expanded threads and the open thread by its tags.
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { PhoneBack, PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { media } from '@portal/shared/ui/responsive';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { GroupList } from './group-list';
import { messages } from '../../../messages';
import { routes } from '@portal/shared/routes';

export function ChatLayout() {
  const atList = useIsLevel(routes.chat.home.path);
  useDocumentTitle(messages.chatDocumentTitle);
  return (
    <Section>
      <PageTitle>{messages.chatTitle}</PageTitle>
      <Grid>
        <PhoneLevel $current={atList}>
          <ListPane aria-label={messages.companyList}>
            <GroupList />
          </ListPane>
        </PhoneLevel>
        <PhoneLevel $current={!atList}>
          <DetailPane>
            <PhoneBack to={() => routes.chat.home.path}>{messages.backToList}</PhoneBack>
            <Outlet />
          </DetailPane>
        </PhoneLevel>
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

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
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
