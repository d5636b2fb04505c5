// The events section: its title (面接動員 on mid, 説明会・面接動員 otherwise) and what it is for.
import styled from 'styled-components';
import { useSiteId } from '../../../app/use-site-id';
import { messages } from '../../../messages';

export function EventsPage() {
  const siteId = useSiteId();
  return (
    <section>
      <Title>{messages.title(siteId)}</Title>
      <Lead>{messages.description(siteId)}</Lead>
    </section>
  );
}

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
