// 候補者一覧: every applicant of the agency with a local name filter; choosing one enables
// この求人に紹介する; 紹介済み一覧に戻る returns.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import { useApplicants } from '../api/get-applicants';
import { ListState } from './list-state';
import { Header, List } from './sidebar-styles';

export function ApplicantPicker(props: {
  selectedApplicantId: number | null;
  onSelect: (id: number | null) => void;
  onBack: () => void;
}) {
  const [keyword, setKeyword] = useState('');
  const applicants = useApplicants(true);
  const needle = keyword.trim().toLowerCase();
  const shown = (applicants.data ?? []).filter(
    (a) => !needle || a.fullNameKanji.toLowerCase().includes(needle),
  );
  return (
    <>
      <Header>
        <h2>{messages.allApplicantsTitle}</h2>
      </Header>
      <TextInput
        type="search"
        aria-label={messages.candidateKeyword}
        placeholder={messages.candidateKeyword}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Button type="button" size="sm" variant="secondary" onClick={props.onBack}>
        {messages.backToReferred}
      </Button>
      <ListState
        query={applicants}
        loading={messages.applicantsLoading}
        error={messages.candidatesError}
        empty={shown.length === 0 ? messages.applicantsEmpty : null}
      >
        <List>
          {shown.map((applicant) => (
            <li key={applicant.id}>
              <Choice
                type="button"
                aria-pressed={props.selectedApplicantId === applicant.id}
                onClick={() =>
                  props.onSelect(props.selectedApplicantId === applicant.id ? null : applicant.id)
                }
              >
                {applicant.fullNameKanji}
              </Choice>
            </li>
          ))}
        </List>
      </ListState>
    </>
  );
}

const Choice = styled.button`
  width: 100%;
  text-align: left;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }
`;
