// The table box of the bulk dialog's row lists (一括紹介の結果 and the failure list): scrolls
// sideways on a narrow screen, small type, one line between rows.
import styled from 'styled-components';

export const RowTableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;
