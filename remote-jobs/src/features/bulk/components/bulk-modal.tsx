// 一括紹介: download the format, choose one CSV, 紹介する (the server starts processing and the job
// detail shows the progress). Its second view (spec 2 §2) lists the candidates that could not be
// referred, with 履歴を削除; the dialog opens on it when the last import left failures. The result
// list (issue 21) shows every row of the last import with the linked and possible-duplicate marks.
import { useState } from 'react';
import { Cluster, stack } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { Button } from '@portal/shared/ui/button';
import { Field, FileInput } from '@portal/shared/ui/field';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';
import { downloadFile } from '@portal/shared/download';
import {
  getBulkTemplate,
  postBulkStore,
  templateFileName,
  useBulkResults,
  useFailedCandidates,
} from '../api/bulk-import';
import { FailedList, ResultList } from './row-lists';

export function BulkModal(props: {
  jobId: number;
  open: boolean;
  onClose: () => void;
  /** The last import left candidates that could not be referred (flags 4 and 5). */
  hasFailures?: boolean;
  /** false outside the recruitment window: only the last import's rows, no new upload. */
  canUpload?: boolean;
}) {
  const canUpload = props.canUpload ?? true;
  const [view, setView] = useState<'upload' | 'failed' | 'results'>(
    props.hasFailures || !canUpload ? 'failed' : 'upload',
  );
  const backToUpload = canUpload ? (
    <Button type="button" variant="secondary" onClick={() => setView('upload')}>
      {messages.bulkBackToUpload}
    </Button>
  ) : null;
  const failed = useFailedCandidates(props.jobId, true);
  const failedCount = failed.data?.length ?? 0;
  const results = useBulkResults(props.jobId, 'all');
  const resultCount = results.data?.pages[0]?.counts.all ?? 0;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    const result = await downloadFile(getBulkTemplate(props.jobId), templateFileName());
    if (!result.ok) toastFailure(result.error, messages.bulkDownloadFailed);
  };
  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    const result = await postBulkStore(props.jobId, file);
    setBusy(false);
    if (!result.ok) {
      setError(result.error.message);
      toastFailure(result.error, messages.bulkFailed);
      return;
    }
    toast.success(messages.bulkStarted);
    setFile(null);
    props.onClose();
  };

  const showResults =
    resultCount > 0 ? (
      <Button type="button" variant="secondary" onClick={() => setView('results')}>
        {messages.bulkShowResults(resultCount)}
      </Button>
    ) : null;

  return (
    <Modal open={props.open} onClose={props.onClose} title={messages.bulkTitle} width="720px">
      {view === 'failed' ? (
        <Body>
          <FailedList jobId={props.jobId} />
          <Cluster>
            {showResults}
            {backToUpload}
          </Cluster>
        </Body>
      ) : view === 'results' ? (
        <Body>
          <ResultList jobId={props.jobId} />
          <Cluster>
            {backToUpload ?? (
              <Button type="button" variant="secondary" onClick={() => setView('failed')}>
                {messages.bulkFailedTitle}
              </Button>
            )}
          </Cluster>
        </Body>
      ) : (
        <Body>
          <p>{messages.bulkHelp}</p>
          <div>
            <Button type="button" variant="secondary" onClick={() => void download()}>
              {messages.bulkDownload}
            </Button>
          </div>
          <Field label={messages.bulkPick} htmlFor="bulk-csv" error={error ?? undefined}>
            <FileInput
              id="bulk-csv"
              accept=".csv,text/csv"
              chosen={file?.name}
              onFiles={(picked) => {
                setError(picked.length > 1 ? messages.bulkOneFile : null);
                setFile(picked.length === 1 ? picked[0] : null);
              }}
            />
          </Field>
          <div>
            <Button type="button" disabled={!file} aria-busy={busy} onClick={() => void submit()}>
              {messages.bulkSubmit}
            </Button>
          </div>
          {failedCount > 0 || resultCount > 0 ? (
            <Cluster>
              {showResults}
              {failedCount > 0 ? (
                <Button type="button" variant="secondary" onClick={() => setView('failed')}>
                  {messages.bulkShowFailed(failedCount)}
                </Button>
              ) : null}
            </Cluster>
          ) : null}
        </Body>
      )}
    </Modal>
  );
}

const Body = styled.div`
  ${stack('md')}
  input[type='file'] {
    max-width: 100%;
  }
`;
