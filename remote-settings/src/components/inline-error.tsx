// The red inline line a section shows when it could not load or a write was refused.
import styled from 'styled-components';

export const InlineError = styled.p.attrs({ role: 'alert' })`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
