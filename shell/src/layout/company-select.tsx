// The linked-company dropdown under the header: picks the global selected company that narrows the
// job, calendar and chat lists. Long names are cut at 32 characters; the full name stays in `title`.
import { useId } from 'react';
import styled from 'styled-components';
import { COMPANY_NAME_MAX, truncate } from '@portal/shared/text';
import { useMatchedCompanies } from '@portal/shared/frame-queries';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { media } from '@portal/shared/ui/responsive';
import { inlineRow } from '@portal/shared/ui/layout';
import { messages } from '../messages';

export function CompanySelect() {
  const selectId = useId();
  const { companies } = useMatchedCompanies();
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const setSelectedCompanyId = useSelectedCompanyStore((state) => state.setSelectedCompanyId);

  return (
    <Bar>
      <Label htmlFor={selectId}>{messages.companySelect}</Label>
      <Select
        id={selectId}
        value={selectedCompanyId === null ? '' : String(selectedCompanyId)}
        onChange={(event) => {
          const value = event.target.value;
          setSelectedCompanyId(value === '' ? null : Number(value));
        }}
      >
        <option value="">{messages.allCompanies}</option>
        {companies.map((company) => (
          <option key={company.id} value={String(company.id)} title={company.name}>
            {truncate(company.name, COMPANY_NAME_MAX)}
          </option>
        ))}
      </Select>
    </Bar>
  );
}

const Bar = styled.div`
  ${inlineRow('md')}
  padding: 10px ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.compact} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Select = styled.select`
  width: 360px;
  min-width: 0;
  max-width: 100%;
  ${media.compact} {
    flex: 1;
    width: auto;
  }
  height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;
