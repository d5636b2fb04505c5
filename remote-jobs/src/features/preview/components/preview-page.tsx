// The job preview (preview/job), exposed on its own: the job as an agency will see it, from
// localStorage jobPreviewData (removed on leaving). The shell shows it with pointer input off and
// the http client answers every call with an empty success, so nothing reaches the server.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { formatValue } from '@portal/shared/format';
import { isMid } from '@portal/shared/site';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { PageTitle } from '@portal/shared/ui/page-title';
import { media } from '@portal/shared/ui/responsive';
import { useSiteId } from '@portal/shared/use-site-id';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { messages } from '../../../messages';
import {
  MID_PREVIEW_FIELDS,
  PREVIEW_FIELDS,
  readPreviewData,
  removePreviewData,
} from '../preview-data';
import { Cluster, card, stack } from '@portal/shared/ui/layout';

export default function PreviewPage() {
  const siteId = useSiteId();
  const [data] = useState(readPreviewData);
  useDocumentTitle(messages.previewTitle);
  useEffect(() => {
    window.addEventListener('pagehide', removePreviewData);
    return () => {
      window.removeEventListener('pagehide', removePreviewData);
      removePreviewData();
    };
  }, []);
  const fields = isMid(siteId) ? [...PREVIEW_FIELDS, ...MID_PREVIEW_FIELDS] : PREVIEW_FIELDS;
  return (
    <section>
      <PageTitle>{messages.previewTitle}</PageTitle>
      <Lead>{messages.previewDescription}</Lead>
      {data ? (
        <Card>
          <h2>{data.jobName}</h2>
          <p>{data.companyName}</p>
          {/* In preview the job is never finished: the buttons look as the agency sees them. */}
          <Cluster>
            <Button type="button" tabIndex={-1}>
              {messages.referByHand}
            </Button>
            <Button type="button" variant="secondary" tabIndex={-1}>
              {messages.referToThisJob}
            </Button>
            {isMid(siteId) ? null : (
              <Button type="button" variant="secondary" tabIndex={-1}>
                {messages.bulkReferral}
              </Button>
            )}
          </Cluster>
          <dl>
            {fields
              .filter(([key]) => data[key])
              .map(([key, label]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  {/* Dates as the job page shows them: ja-JP, the unset date as 未設定. */}
                  <dd>{formatValue(data[key]!)}</dd>
                </div>
              ))}
          </dl>
        </Card>
      ) : (
        <EmptyState message="プレビューする求人情報がありません" />
      )}
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Card = styled.article`
  ${stack('md')}
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  ${card}
  dl div {
    display: grid;
    grid-template-columns: minmax(100px, 180px) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    white-space: pre-wrap;
    word-break: break-word;
  }
  ${media.phone} {
    dl div {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;
