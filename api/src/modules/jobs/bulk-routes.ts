// Bulk referral (一括紹介, spec 2 §7): the CSV template, the upload (checked, stored and queued:
// 処理を開始しました at once; the worker in src/jobs applies the rows), the failed rows and
// "delete history".
import type { FastifyInstance } from 'fastify';
import { isRecruitmentOpen } from '@portal/shared/contract/jobs';
import { sendStoredFile } from '../../files/download';
import { readMultipart } from '../../files/multipart';
import { extensionOf, MAX_FILE_BYTES } from '../../files/upload-rules';
import { clearHistory, enqueueBulkImport, failedCandidates } from '../../jobs/bulk-queue';
import { csvTemplate, templateFileName } from '../../jobs/csv';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import { parseInput } from '../../plugins/validation';
import type { Services } from '../../services';
import { idParams, outsideWindowError } from './bulk-rules';
import { findVisibleJob } from './access';
import { formFieldsOf } from './queries';

export const BULK_STARTED_MESSAGE = '処理を開始しました';
export const HISTORY_DELETED_MESSAGE = '履歴を削除しました';

export function bulkRoutes(services: Services) {
  return async (app: FastifyInstance) => {
    app.get('/jobs/:id/bulk-entry-form-fields', async (request, reply) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const job = await findVisibleJob(services.db, authOf(request), id);
      const csv = csvTemplate(await formFieldsOf(services.db, job.id));
      return sendStoredFile(reply, {
        originalName: templateFileName(services.now()),
        mimeType: 'text/csv; charset=utf-8',
        content: Buffer.from(csv, 'utf8'),
      });
    });

    app.post('/jobs/:id/candidates-bulk-store', async (request, reply) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const auth = authOf(request);
      const job = await findVisibleJob(services.db, auth, id);
      if (!isRecruitmentOpen(job, services.now())) throw outsideWindowError();
      const input = await readMultipart(request, 'file');
      if (input.files.length !== 1) {
        throw validationError({ file: ['CSVファイルを1件選択してください'] });
      }
      const [file] = input.files;
      if (extensionOf(file.name) !== 'csv') {
        throw validationError({ file: [`CSVファイル（.csv）を選択してください（${file.name}）`] });
      }
      if (file.content.length === 0 || file.content.length > MAX_FILE_BYTES) {
        throw validationError({ file: ['CSVファイルは空でなく10MB以下にしてください'] });
      }
      const queued = await enqueueBulkImport(services.db, services.files, auth, job.id, file);
      return reply.code(202).send({ data: { message: BULK_STARTED_MESSAGE, ...queued } });
    });

    app.get('/jobs/:id/bulk-create-failed-candidates', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const auth = authOf(request);
      const job = await findVisibleJob(services.db, auth, id);
      return { data: await failedCandidates(services.db, auth, job.id) };
    });

    app.delete('/jobs/:id/bulk-create-failed-candidates', async (request) => {
      const { id } = parseInput(idParams, request.params, { id: '求人ID' });
      const auth = authOf(request);
      const job = await findVisibleJob(services.db, auth, id);
      await clearHistory(services.db, auth, job.id, services.now());
      return { data: { message: HISTORY_DELETED_MESSAGE } };
    });
  };
}
