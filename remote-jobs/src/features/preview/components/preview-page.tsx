// The job preview (preview/job), exposed on its own: the shell shows it with pointer input off.
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';

export default function PreviewPage() {
  return (
    <section>
      <PageTitle>{messages.previewTitle}</PageTitle>
      <Lead>{messages.previewDescription}</Lead>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
