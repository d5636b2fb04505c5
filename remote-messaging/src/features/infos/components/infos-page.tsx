// The announcements page (infos), exposed to the shell as remote_messaging/Infos: the list, the
// detail modal and the support side panel.
import { useState } from 'react';
import styled from 'styled-components';
import type { InfoListItem } from '@portal/shared/contract/infos';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { TwoColumns, card } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { media } from '@portal/shared/ui/responsive';
import { useInfoDetail } from '../api/get-info';
import { useInfos } from '../api/get-infos';
import { messages } from '../../../messages';
import { InfoDetailModal } from './info-detail-modal';
import { InfoList } from './info-list';
import { SupportPanel } from './support-panel';

export default function InfosPage() {
  return (
    <QueryProvider>
      <Infos />
    </QueryProvider>
  );
}

function Infos() {
  const { state, markRead } = useInfos();
  const [opened, setOpened] = useState<InfoListItem | null>(null);
  const detail = useInfoDetail(opened?.id ?? null, markRead);

  return (
    <TwoColumns $aside="300px">
      <Main>
        <Title>{messages.infosTitle}</Title>
        <Card>
          {state.status === 'loading' && <LoadingText>{messages.infosLoading}</LoadingText>}
          {state.status === 'error' && (
            <ErrorText role="alert">{messages.infosListFailure}</ErrorText>
          )}
          {state.status === 'ready' && state.items.length === 0 && (
            <EmptyState message={messages.infosEmpty} />
          )}
          {state.status === 'ready' && state.items.length > 0 && (
            <InfoList items={state.items} onOpen={setOpened} />
          )}
        </Card>
      </Main>
      <SupportPanel />
      <InfoDetailModal item={opened} state={detail} onClose={() => setOpened(null)} />
    </TwoColumns>
  );
}

const Main = styled.section`
  min-width: 0;
`;

const Title = styled(PageTitle)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.phone} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }
`;

const ErrorText = styled.p`
  padding: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;
