// The table of linkable companies, columns 35/35/10/10/10 % (spec 1 §2): a fixed layout, so no
// content (the code input) widens its column; below the width where a 10 % column still holds
// its header the table scrolls sideways in its area. On a phone the rows become labelled cards
// (ResponsiveTable).
import styled from 'styled-components';
import { ResponsiveTable, ScrollArea } from '@portal/shared/ui/layout';
import { BREAKPOINTS } from '@portal/shared/ui/responsive';
import type { LinkableCompany } from '@portal/shared/contract/settings';
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
      <ScrollArea label={messages.linkedCompaniesList}>
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
      </ScrollArea>
    </>
  );
}

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled(ResponsiveTable)`
  td {
    vertical-align: top;
  }
  /* Above phone width (where the rows are cards). */
  @media (min-width: ${BREAKPOINTS.phone}px) {
    table-layout: fixed;
    /* 10 % still holds ステータス and 企業コード on one line. */
    min-width: 860px;
  }
`;
