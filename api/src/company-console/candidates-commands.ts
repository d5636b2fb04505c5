// The hiring company's side of a referred candidate: status changes, evaluations, tentative dates
// and messages (HTTP under /console/api and the CLI alike). Each action mails the agency for the
// notification key it maps to, when the agency turned that key on.
import type { z } from 'zod';
import type { NotificationKey } from '@portal/shared/contract';
import { portalPath } from '@portal/shared/site';
import type { SiteId } from '@portal/shared/contract';
import { messageToPlainText } from '@portal/shared/html-policy';
import { byCompany, byOperator } from '../audit/record';
import { cleanMessage } from '../html/sanitize';
import { assertUploadsAllowed, MESSAGE_ATTACHMENT_TYPES } from '../files/upload-rules';
import { writeMessage } from '../modules/candidates/message-queries';
import { validationError } from '../plugins/http-errors';
import {
  addEvaluation,
  consoleCandidate,
  proposeTentativeEvents,
  setCandidateStatus,
  type ConsoleCandidate,
} from './candidates-queries';
import { command, type ConsoleContext } from './command';
import {
  candidateStatusInput,
  evaluationInput,
  messageInput,
  tentativeInput,
  decodeFiles,
} from './candidates-schemas';

async function candidateOf(context: ConsoleContext, id: number) {
  const row = await consoleCandidate(context.db, id);
  if (!row) throw validationError({ id: ['指定された候補者が存在しません。'] });
  return row;
}

type Row = ConsoleCandidate;

/** The audit fields of a console action on the candidate: by the job's hiring company. */
const byCompanyOn = ({ candidate, companyId }: Row) => ({
  agencyId: candidate.agencyId,
  siteId: candidate.siteId,
  actor: companyId ? byCompany(companyId) : byOperator,
  applicantId: candidate.applicantId,
  candidateId: candidate.id,
});

async function notifyAgency(
  context: ConsoleContext,
  row: Row,
  key: NotificationKey,
  subject: string,
  /** A message's stored HTML: the mail carries its plain-text version. */
  message?: string,
) {
  const { candidate, applicant } = row;
  const name = applicant ? `${applicant.seiKanji} ${applicant.meiKanji}` : '候補者';
  const path =
    candidate.jobId && candidate.applicantId
      ? `applicants/${candidate.applicantId}/jobs/${candidate.jobId}/${candidate.id}`
      : 'applicants';
  const url = `${context.publicUrl}${portalPath(candidate.siteId as SiteId, path)}`;
  const body = message ? messageToPlainText(message) : '';
  await context.notifications.notify(candidate.agencyId, key, {
    subject: `【紹介会社ポータル】${subject}（${name}様）`,
    text: `${name}様について、${subject}。\n\n${body ? `----\n${body}\n----\n\n` : ''}内容は次のページでご確認ください。\n${url}\n`,
  });
}

/**
 * The agency's open pages of the referral (its candidate page, the job's and applicant's lists)
 * refresh from the live stream ('candidate': LIVE_CHANGES of shared/src/contract/cache.ts). The
 * change is committed: a failed push only delays their refresh to the next reload.
 */
async function publishCandidateChange(context: ConsoleContext, { candidate }: Row) {
  await context.live
    .publish({
      agencyId: candidate.agencyId,
      siteId: candidate.siteId as SiteId,
      type: 'candidate',
      candidateId: candidate.id,
    })
    .catch(() => {});
}

/**
 * A company action on one candidate: finds it (422 when there is none), acts, mails the agency for
 * `notify` when it turned that key on, and refreshes the agency's open pages of the referral.
 */
const candidateAction = <S extends z.ZodType<{ id: number }>>(definition: {
  summary: string;
  input: S;
  notify?: { key: NotificationKey; subject: string };
  act(context: ConsoleContext, input: z.output<S>, row: Row): Promise<unknown>;
}) =>
  command({
    summary: definition.summary,
    input: definition.input,
    run: async (context, input) => {
      const row = await candidateOf(context, input.id);
      const result = await definition.act(context, input, row);
      const { notify } = definition;
      if (notify) await notifyAgency(context, row, notify.key, notify.subject);
      await publishCandidateChange(context, row);
      return result;
    },
  });

export const CANDIDATE_COMMANDS = {
  'set-candidate-status': candidateAction({
    summary:
      'Set a candidate selection status ({ specialSelectionStatus, selectionStepName?, isTmpCandidate?, isTmpCandidateDiscarded? })',
    input: candidateStatusInput,
    act: (context, input, before) =>
      setCandidateStatus(context.db, before, input, context.now(), byCompanyOn(before)),
  }),
  'post-evaluation': candidateAction({
    summary: 'Share an evaluation with the agency (mails evaluationPermit when on)',
    input: evaluationInput,
    notify: { key: 'evaluationPermit', subject: '評価が公開されました' },
    act: async (context, input, row) => {
      const paper = input.paper ? decodeFiles([input.paper], 'paper') : [];
      assertUploadsAllowed(paper, null, 'paper');
      return { id: await addEvaluation(context.db, row, input, paper, byCompanyOn(row)) };
    },
  }),
  'propose-tentative-events': candidateAction({
    summary:
      'Propose interview dates (replaces the unconfirmed ones; mails scheduleAdjustmentRequest when on)',
    input: tentativeInput,
    notify: { key: 'scheduleAdjustmentRequest', subject: '日程調整の依頼が届きました' },
    act: async (context, input, row) => ({
      ids: await proposeTentativeEvents(
        context.db,
        row.candidate,
        input,
        context.now(),
        byCompanyOn(row),
      ),
    }),
  }),
  'send-candidate-message': command({
    summary:
      'Send a message from the company to the agency about a candidate (mails message when on)',
    input: messageInput,
    run: async (context, input) => {
      const row = await candidateOf(context, input.id);
      const attachments = decodeFiles(input.attachments ?? [], 'attachments');
      assertUploadsAllowed(attachments, MESSAGE_ATTACHMENT_TYPES, 'attachments');
      const content = cleanMessage(input.content);
      if (!content) throw validationError({ content: ['内容を入力してください'] });
      const id = await writeMessage(context.db, {
        candidateId: input.id,
        senderType: 'job_company',
        senderAccountId: null,
        content,
        sentFromEmail: input.sentFromEmail ?? false,
        fileAgencyId: null,
        attachments,
        audit: byCompanyOn(row),
      });
      await notifyAgency(context, row, 'message', '企業からメッセージが届きました', content);
      // The agency's open candidate page and sidebar badge update without a reload.
      await context.live.publish({
        agencyId: row.candidate.agencyId,
        siteId: row.candidate.siteId as SiteId,
        type: 'candidate-messages',
        candidateId: input.id,
      });
      return { id };
    },
  }),
};
