// 紹介情報: the referral answers (merged as spec 2 §3 says, file answers downloadable) and the ES
// files area.
import styled from 'styled-components';
import { formatValue } from '@portal/shared/format';
import { api } from '@portal/shared/api';
import type { CandidateInfo } from '@portal/shared/contract/candidates';
import { toastFailure } from '@portal/shared/http';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { messages } from '../../../messages';
import { LinkButton } from './link-button';
import { displayAnswers, type DisplayValue } from '../answers';
import { downloadFile } from '@portal/shared/download';
import { EsFiles } from './es-files';
import { ReferralReceipt } from './referral-receipt';
import { Stack } from '@portal/shared/ui/layout';

function Value({ value, candidateId }: { value: DisplayValue; candidateId: number }) {
  if (value.kind === 'text') return <>{formatValue(value.text)}</>;
  if (value.kind === 'files') {
    return (
      <>
        {value.files.map((file) => (
          <LinkButton
            $block
            key={file.fileId}
            type="button"
            onClick={async () => {
              const result = await downloadFile(
                api.blob('/candidates/{id}/ef-files/{fileId}/download', {
                  params: { id: candidateId, fileId: file.fileId },
                }),
                file.fileViewName,
              );
              if (!result.ok) toastFailure(result.error, messages.info.downloadFailed);
            }}
          >
            {messages.info.download(file.fileViewName)}
          </LinkButton>
        ))}
      </>
    );
  }
  return (
    <ul>
      {value.entries.map((entry, index) => (
        <li key={index}>
          {entry.termStart} 〜 {entry.termEnd} {entry.companyName} {entry.departmentPosition ?? ''}
          {entry.details ? <Details>{entry.details}</Details> : null}
        </li>
      ))}
    </ul>
  );
}

export function InfoTab({ info }: { info: CandidateInfo }) {
  const answers = displayAnswers(info.formFields);
  return (
    <Stack $gap="xl">
      <ReferralReceipt info={info} />
      {answers.length ? (
        <List>
          {answers.map((answer) => (
            <div key={answer.key}>
              <dt>{answer.label}</dt>
              <dd>
                <Value value={answer.value} candidateId={info.id} />
              </dd>
            </div>
          ))}
        </List>
      ) : (
        <EmptyState message={messages.info.empty} />
      )}
      <EsFiles candidateId={info.id} />
    </Stack>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  div {
    display: grid;
    grid-template-columns: minmax(100px, 180px) 1fr;
    gap: ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;
const Details = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
