// jobs/info/...: the job list panel beside the page; below 900 px the list alone, then the job
// alone with a way back (@portal/shared/ui/phone-levels).
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { ListDetail } from '@portal/shared/ui/layout';
import { JobListPanel } from '../features/search/components/job-list-panel';
import { messages } from '../messages';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { routes } from '@portal/shared/routes';

export function JobsLayout() {
  return (
    <ListDetail $list="minmax(220px, 280px)">
      <PhoneLevel $current={useIsLevel(routes.jobs.list.path)}>
        <JobListPanel />
      </PhoneLevel>
      <Content>
        <Outlet />
      </Content>
    </ListDetail>
  );
}

export function SelectJobHint() {
  useDocumentTitle(messages.jobListTitle);
  return (
    <PhoneLevel $current={false}>
      <EmptyState message={messages.selectJob} />
    </PhoneLevel>
  );
}

const Content = styled.div`
  min-width: 0;
`;
