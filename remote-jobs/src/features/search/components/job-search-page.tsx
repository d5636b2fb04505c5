// The job search section (jobs/search): its title and what it is for.
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';

export function JobSearchPage() {
  return (
    <section>
      <PageTitle>{messages.searchTitle}</PageTitle>
      <Lead>{messages.searchDescription}</Lead>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
