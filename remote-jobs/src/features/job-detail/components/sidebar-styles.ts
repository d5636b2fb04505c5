// Styles shared by the referred-candidates sidebar and the applicant picker.
import styled from 'styled-components';
import { inlineRow } from '@portal/shared/ui/layout';
import { panel } from '../../../components/panel';

export const Aside = styled.aside`
  ${panel}
`;
export const Header = styled.div`
  ${inlineRow('sm')}
  justify-content: space-between;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
