// The applicants section: its title and what the section is for.
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';

export function ApplicantsPage() {
  return (
    <section>
      <PageTitle>{messages.title}</PageTitle>
      <Lead>{messages.description}</Lead>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
