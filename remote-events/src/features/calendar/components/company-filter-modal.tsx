// 絞り込み: checkboxes of the linked (MATCHED) companies; 検索する applies them.
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMatchedCompanies } from '@portal/shared/frame-queries';
import { Button } from '@portal/shared/ui/button';
import { Checkbox } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';

export interface CompanyFilterModalProps {
  open: boolean;
  selected: readonly number[];
  onApply: (companyIds: number[]) => void;
  onClose: () => void;
}

export function CompanyFilterModal({ open, selected, onApply, onClose }: CompanyFilterModalProps) {
  const { companies, isPending } = useMatchedCompanies();
  const [checked, setChecked] = useState<number[]>([...selected]);

  useEffect(() => {
    if (open) setChecked([...selected]);
    // Only opening resets the form to what is applied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const toggle = (id: number) =>
    setChecked((current) =>
      current.includes(id) ? current.filter((value) => value !== id) : [...current, id],
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(checked);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.filterTitle}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={() => setChecked([])}>
            {messages.filterClear}
          </Button>
          <Button type="button" onClick={() => onApply(checked)}>
            {messages.filterSubmit}
          </Button>
        </>
      }
    >
      <form id="events-company-filter" onSubmit={submit}>
        <fieldset>
          <legend>{messages.filterCompaniesLegend}</legend>
          {isPending ? (
            <LoadingText>{messages.companiesLoading}</LoadingText>
          ) : companies.length === 0 ? (
            <p>{messages.noCompanies}</p>
          ) : (
            <List>
              {companies.map((company) => (
                <li key={company.id}>
                  <Checkbox
                    label={company.name}
                    checked={checked.includes(company.id)}
                    onChange={() => toggle(company.id)}
                  />
                </li>
              ))}
            </List>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
