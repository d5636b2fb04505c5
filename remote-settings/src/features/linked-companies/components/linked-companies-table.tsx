// The table of linkable companies, columns 35/35/10/10/10 % (spec 1 §2).
import styled from 'styled-components';
import type { LinkableCompany } from '@portal/shared/contract';
import { messages } from '../../../messages';
import type { ApplyOutcome } from '../api/put-permit-matching';
import { LinkedCompanyRow } from './linked-company-row';

const COLUMNS = [
  { label: messages.columnCompanyName, width: '35%' },
  { label: messages.columnCompanyEmail, width: '35%' },
  { label: messages.columnStatus, width: '10%' },
  { label: messages.columnCompanyCode, width: '10%' },
  { label: messages.columnAction, width: '10%' },
];

interface LinkedCompaniesTableProps {
  companies: LinkableCompany[];
  onApply: (id: number, companyCode: string) => Promise<ApplyOutcome>;
}

export function LinkedCompaniesTable({ companies, onApply }: LinkedCompaniesTableProps) {
  return (
    <>
      <Lead>{messages.linkedCompaniesLead}</Lead>
      <Scroller>
        <Table>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column.label} style={{ width: column.width }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {companies.map((company) => (
              <LinkedCompanyRow key={company.id} company={company} onApply={onApply} />
            ))}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
}

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  table-layout: fixed;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
