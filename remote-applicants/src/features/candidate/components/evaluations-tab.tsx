// 評価: the evaluations the company shared (step, evaluator, stage, free text, items, the paper
// file) or 閲覧可能な評価情報がありません.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import styled from 'styled-components';
import { api } from '@portal/shared/api';
import { toastFailure } from '@portal/shared/http';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { downloadFile } from '@portal/shared/download';
import { LinkButton } from './link-button';
import { Stack } from '@portal/shared/ui/layout';

const t = messages.evaluations;

export function EvaluationsTab({ candidateId }: { candidateId: number }) {
  const query = useQuery(
    callQuery('/candidates/{id}/evaluations', { params: { id: candidateId } }),
  );
  if (query.isPending) return <LoadingText>{t.loading}</LoadingText>;
  if (query.isError)
    return (
      <ErrorWithRetry
        message={messages.candidate.loadFailed}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data.length) return <EmptyState message={t.empty} />;
  return (
    <Stack $gap="lg">
      {query.data.map((evaluation) => (
        <Card key={evaluation.id} aria-label={`${t.step} ${evaluation.stepName}`}>
          <h3>{evaluation.stepName}</h3>
          <Facts>
            <dt>{t.evaluator}</dt>
            <dd>{evaluation.evaluatorName}</dd>
            <dt>{t.stage}</dt>
            <dd>{evaluation.evaluationStage}</dd>
            {evaluation.evaluationFree ? (
              <>
                <dt>{t.free}</dt>
                <dd>{evaluation.evaluationFree}</dd>
              </>
            ) : null}
          </Facts>
          {evaluation.evaluations.length ? (
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t.item}</th>
                  <th scope="col">{t.value}</th>
                  <th scope="col">{t.comment}</th>
                </tr>
              </thead>
              <tbody>
                {evaluation.evaluations.map((item, index) => (
                  <tr key={index}>
                    <td>{item.itemName}</td>
                    <td>{item.value}</td>
                    <td>{item.comment}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : null}
          {evaluation.evaluationPaperFileId && evaluation.evaluationPaperOriginalName ? (
            <LinkButton
              $block
              type="button"
              onClick={async () => {
                const name = evaluation.evaluationPaperOriginalName ?? t.paper;
                const result = await downloadFile(
                  api.blob('/candidates/{id}/evaluations/{fileId}/files', {
                    params: { id: candidateId, fileId: evaluation.evaluationPaperFileId! },
                  }),
                  name,
                );
                if (!result.ok) toastFailure(result.error, messages.info.downloadFailed);
              }}
            >
              {t.paper}：{messages.info.download(evaluation.evaluationPaperOriginalName)}
            </LinkButton>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

const Card = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    white-space: pre-wrap;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;
