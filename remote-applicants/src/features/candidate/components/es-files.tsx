// ES files: upload several at once (types of spec 2 §5; names already uploaded are refused with
// their names before anything is sent), download and delete, each with its toast.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { toast } from '@portal/shared/feedback';
import { toastFailure } from '@portal/shared/http';
import { toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { inlineRow, mutedText } from '@portal/shared/ui/layout';
import { api } from '@portal/shared/api';
import type { EsFile } from '@portal/shared/contract/candidates';
import { messages } from '../../../messages';
import { LinkButton } from './link-button';
import { downloadFile } from '@portal/shared/download';
import { useDeleteEsFile, useEsFiles, useUploadEsFiles } from '../api/es-files';
import { checkEsFiles, ES_EXTENSIONS } from '../schedule-rules';

const t = messages.info;

export function EsFiles({ candidateId }: { candidateId: number }) {
  const list = useEsFiles(candidateId);
  const upload = useUploadEsFiles(candidateId);
  const remove = useDeleteEsFile(candidateId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<EsFile | null>(null);

  const onChoose = async (chosen: File[]) => {
    if (!chosen.length) return;
    const check = checkEsFiles(chosen, list.data ?? []);
    if (check.duplicates.length) {
      toast.error(`${t.duplicate}${check.duplicates.join('、')}`);
      return;
    }
    if (check.wrongType.length) {
      toast.error(t.wrongType(check.wrongType.join('、')));
      return;
    }
    try {
      await upload.mutateAsync(chosen);
      toast.success(t.added);
    } catch (error) {
      toastError(error, t.addFailed, t.addError);
    }
  };
  const onDelete = async (file: EsFile) => {
    setDeleting(null);
    try {
      await remove.mutateAsync(file.id);
      toast.success(t.deleted);
    } catch (error) {
      toastError(error, t.deleteFailed);
    }
  };
  const onDownload = async (file: EsFile) => {
    try {
      const result = await downloadFile(
        api.blob('/candidates/{id}/esfiles/{fileId}/download', {
          params: { id: candidateId, fileId: file.id },
        }),
        file.fileViewName,
      );
      if (!result.ok) toastFailure(result.error, t.downloadFailed);
    } catch {
      toast.error(t.downloadError);
    }
  };

  return (
    <section aria-labelledby="es-title">
      <Head>
        <h2 id="es-title">{t.esTitle}</h2>
        <Button
          size="sm"
          onClick={() => inputRef.current?.click()}
          aria-busy={upload.isPending || undefined}
        >
          {t.esChoose}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          aria-label={t.esChoose}
          accept={ES_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            void onChoose(chosen);
          }}
        />
      </Head>
      <Hint>{t.esHint}</Hint>
      {list.isPending ? (
        <LoadingText />
      ) : !list.data?.length ? (
        <Hint>{t.esEmpty}</Hint>
      ) : (
        <ul aria-label={t.esTitle}>
          {list.data.map((file) => (
            <Item key={file.id}>
              <FileLink type="button" onClick={() => void onDownload(file)}>
                {t.download(file.fileViewName)}
              </FileLink>
              <Button
                size="sm"
                variant="danger"
                aria-label={`${file.fileViewName}を${t.delete}`}
                onClick={() => setDeleting(file)}
              >
                {t.delete}
              </Button>
            </Item>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t.deleteConfirm(deleting.fileViewName) : ''}
        confirmLabel={t.delete}
        danger
        cancelLabel={messages.leave.cancel}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </section>
  );
}

const Head = styled.div`
  ${inlineRow('md')}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Hint = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  ${mutedText}
`;
const Item = styled.li`
  ${inlineRow('sm')}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const FileLink = styled(LinkButton)`
  overflow-wrap: anywhere;
`;
