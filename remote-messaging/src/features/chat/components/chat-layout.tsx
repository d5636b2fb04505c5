// The chat section: 企業一覧 (the groups) on the left, the nested page (a thread, the new-message
// form, or a prompt) on the right. Below 900 px one level at a time: the list, or the page open
// with a link back to the list (@portal/shared/ui/phone-levels). A company message pushed by the
// live stream refreshes the groups, the expanded threads and the open thread by its tags.
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { PhoneBack, PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { ListDetail, Stack, card } from '@portal/shared/ui/layout';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { GroupList } from './group-list';
import { messages } from '../../../messages';
import { routes } from '@portal/shared/routes';

export function ChatLayout() {
  const atList = useIsLevel(routes.chat.home.path);
  useDocumentTitle(messages.chatDocumentTitle);
  return (
    <Stack as="section" $gap="lg" $shrink>
      <PageTitle>{messages.chatTitle}</PageTitle>
      <ListDetail $list="minmax(260px, 340px)">
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
      </ListDetail>
    </Stack>
  );
}

const ListPane = styled.aside`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const DetailPane = styled.div`
  min-width: 0;
`;
