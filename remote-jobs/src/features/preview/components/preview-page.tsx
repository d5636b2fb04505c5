// The job preview (preview/job), exposed on its own: the shell shows it with pointer input off.
import styled from 'styled-components';
import { messages } from '../../../messages';

export default function PreviewPage() {
  return (
    <section>
      <Title>{messages.previewTitle}</Title>
      <Lead>{messages.previewDescription}</Lead>
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
