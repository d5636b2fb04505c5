// Styles shared by the referred-candidates sidebar and the applicant picker.
import styled from 'styled-components';
import { panel } from '../../../components/panel';

export const Aside = styled.aside`
  ${panel}
`;
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
