// Bulk referral (一括紹介, spec 2 §7): the CSV template, the upload (checked, stored and queued:
// 処理を開始しました at once; the worker in src/background applies the rows), the failed rows, every row's
// result (linked and possible-duplicate marks) and "delete history".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkCalls as calls } from '@portal/shared/contract/bulk';
import { bulkTemplateFileName } from '@portal/shared/contract/bulk-rules';
import { isRecruitmentOpen } from '@portal/shared/contract/job-rules';
import { route } from '../../contract/route';
import { sendStoredFile } from '../../files/download';
import { extensionOf, MAX_FILE_BYTES } from '../../files/upload-rules';
import { failedCandidates } from './queries';
import { bulkResults, clearHistory, enqueueBulkImport } from './service';
import { csvTemplate } from './csv';
import { authOf } from '../../plugins/auth-guard';
import { validationError } from '../../plugins/http-errors';
import type { Services } from '../../services';
import { outsideWindow } from '../referrals/refer-service';
import { findVisibleJob, JOB_ROUTE_OPTIONS as options } from '../jobs/access-queries';
import { formFieldsOf } from '../jobs/queries';

export const BULK_STARTED_MESSAGE = '処理を開始しました';
export const HISTORY_DELETED_MESSAGE = '履歴を削除しました';

export function bulkRoutes(services: Services) {
  const { db } = services;
  /** The session's account and the path's job, when its agency may see the job (else 404). */
  const visibleJob = async (request: FastifyRequest, id: number) => {
    const auth = authOf(request);
    return { auth, job: await findVisibleJob(db, auth, id) };
  };
  return async (app: FastifyInstance) => {
    route(
      app,
      calls['GET /jobs/{id}/bulk-entry-form-fields'],
      options,
      async ({ request, reply, params }) => {
        const { job } = await visibleJob(request, params.id);
        const csv = csvTemplate(await formFieldsOf(db, job.id));
        return sendStoredFile(reply, {
          originalName: bulkTemplateFileName(services.now()),
          mimeType: 'text/csv; charset=utf-8',
          content: Buffer.from(csv, 'utf8'),
        });
      },
    );

    route(
      app,
      calls['POST /jobs/{id}/candidates-bulk-store'],
      options,
      async ({ request, params, form }) => {
        const { auth, job } = await visibleJob(request, params.id);
        if (!isRecruitmentOpen(job, services.now())) throw outsideWindow();
        const input = await form();
        if (input.files.length !== 1) {
          throw validationError({ file: ['CSVファイルを1件選択してください'] });
        }
        const [file] = input.files;
        if (extensionOf(file.name) !== 'csv') {
          throw validationError({
            file: [`CSVファイル（.csv）を選択してください（${file.name}）`],
          });
        }
        if (file.content.length === 0 || file.content.length > MAX_FILE_BYTES) {
          throw validationError({ file: ['CSVファイルは空でなく10MB以下にしてください'] });
        }
        const queued = await enqueueBulkImport(db, services.files, auth, job.id, file);
        return { message: BULK_STARTED_MESSAGE, ...queued };
      },
    );

    route(
      app,
      calls['GET /jobs/{id}/bulk-create-failed-candidates'],
      options,
      async ({ request, params }) => {
        const { auth, job } = await visibleJob(request, params.id);
        return failedCandidates(db, auth, job.id);
      },
    );

    route(
      app,
      calls['GET /jobs/{id}/bulk-import-results'],
      options,
      async ({ request, params, query }) => {
        const { auth, job } = await visibleJob(request, params.id);
        return bulkResults(db, auth, job.id, query);
      },
    );

    route(
      app,
      calls['DELETE /jobs/{id}/bulk-create-failed-candidates'],
      options,
      async ({ request, params }) => {
        const { auth, job } = await visibleJob(request, params.id);
        await clearHistory(db, auth, job.id, services.now());
        return { message: HISTORY_DELETED_MESSAGE };
      },
    );
  };
}
