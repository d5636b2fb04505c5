// A button that reads as a link (underlined, link colour): opens a file or a dialog of the
// candidate's tabs without leaving the page; `$block` puts it on a line of its own.
import styled from 'styled-components';

export const LinkButton = styled.button<{ $block?: boolean }>`
  ${({ $block }) => $block && 'display: block;'}
  border: none;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`;
