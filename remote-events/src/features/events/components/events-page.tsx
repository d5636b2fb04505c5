// The events section: its title (面接動員 on mid, 説明会・面接動員 otherwise) and what it is for.
import styled from 'styled-components';
import { useSiteId } from '@portal/shared/use-site-id';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';

export function EventsPage() {
  const siteId = useSiteId();
  return (
    <section>
      <PageTitle>{messages.title(siteId)}</PageTitle>
      <Lead>{messages.description(siteId)}</Lead>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
