// PageTitle: the h1 a section page opens with, one size, weight and colour in every remote.
import styled from 'styled-components';

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;
