// The company messages section (chat): its title and what the section is for.
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';

export function ChatPage() {
  return (
    <section>
      <PageTitle>{messages.chatTitle}</PageTitle>
      <Lead>{messages.chatDescription}</Lead>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
