// The pieces every auth form shares: the column of fields and the alert that carries the reason a
// submission was refused when no single field owns it.
import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  input[type='text'],
  input[type='email'],
  input[type='tel'],
  input[type='password'] {
    min-height: 42px;
  }
`;

export const FormAlert = styled.p.attrs({ role: 'alert' })`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
