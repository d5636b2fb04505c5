// The applicants section: its title and what the section is for.
import styled from 'styled-components';
import { messages } from '../../../messages';

export function ApplicantsPage() {
  return (
    <section>
      <Title>{messages.title}</Title>
      <Lead>{messages.description}</Lead>
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
