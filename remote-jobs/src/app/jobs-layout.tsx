// jobs/info/...: the job list panel beside the page (above it on narrow screens).
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { JobListPanel } from '../features/search/components/job-list-panel';
import { messages } from '../messages';
import { useDocumentTitle } from './use-document-title';

export function JobsLayout() {
  return (
    <Layout>
      <JobListPanel />
      <Content>
        <Outlet />
      </Content>
    </Layout>
  );
}

export function SelectJobHint() {
  useDocumentTitle(messages.jobListTitle);
  return <EmptyState message={messages.selectJob} />;
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Content = styled.div`
  min-width: 0;
`;
