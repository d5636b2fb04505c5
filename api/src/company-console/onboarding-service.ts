// Operator-side onboarding: company codes (an agency signs its main account up with one) and
// invitations (a sub-account signs up through the link). The secret goes out by mail and in the
// answer; only its digest is stored.
import { byOperator, recordAudit } from '../audit/record';
import type { ConsoleContext } from './command';
import { EMAIL_TAKEN_MESSAGE } from '../modules/auth/account-rules';
import { takenIdentifiers } from '../modules/auth/queries';
import { validationError } from '../plugins/http-errors';
import { digest, newTypeableCode, newUrlToken, normalizeCode } from '../security/secrets';
import type { IssueCompanyCodeInput, IssueInvitationInput } from './schemas';
import { insertCompanyCode, insertInvitation } from './onboarding-queries';
import { assertAgencyExists } from './service';

const DAY = 24 * 60 * 60_000;

export async function issueCompanyCode(context: ConsoleContext, input: IssueCompanyCodeInput) {
  const { db, mail, publicUrl } = context;
  await assertAgencyExists(db, input.agencyId);
  const companyCode = newTypeableCode(12);
  const expiresAt = new Date(context.now().getTime() + input.expiresInDays * DAY);
  await insertCompanyCode(db, {
    agencyId: input.agencyId,
    email: input.email,
    codeDigest: digest(normalizeCode(companyCode)),
    expiresAt,
  });
  const welcomeUrl = `${publicUrl}/${input.siteId}/employment-agency/welcome`;
  await mail.send({
    to: input.email,
    subject: '【紹介会社ポータル】アカウント登録のご案内（企業コード）',
    text: [
      '紹介会社ポータルへのアカウント登録のご案内です。',
      '',
      `企業コード：${companyCode}`,
      `登録ページ：${welcomeUrl}`,
      '',
      '登録ページで企業コードと、このメールを受信したメールアドレスを入力してください。',
      `企業コードの有効期限は${input.expiresInDays}日間です。`,
    ].join('\n'),
  });
  return { agencyId: input.agencyId, email: input.email, companyCode, welcomeUrl, expiresAt };
}

export async function issueInvitation(context: ConsoleContext, input: IssueInvitationInput) {
  const { db, mail, publicUrl } = context;
  await assertAgencyExists(db, input.agencyId);
  if ((await takenIdentifiers(db, { email: input.email })).email) {
    throw validationError({ email: [EMAIL_TAKEN_MESSAGE] });
  }
  const hashId = newUrlToken(24);
  const expiresAt = new Date(context.now().getTime() + input.expiresInHours * 60 * 60_000);
  await db.transaction(async (tx) => {
    await insertInvitation(tx, {
      agencyId: input.agencyId,
      email: input.email,
      hashDigest: digest(hashId),
      expiresAt,
    });
    await recordAudit(tx, {
      agencyId: input.agencyId,
      actor: byOperator,
      action: 'account.invited',
      target: { type: 'invitation' },
      after: { email: input.email, expiresAt },
    });
  });
  const signupUrl = `${publicUrl}/${input.siteId}/employment-agency/signup/${hashId}`;
  await mail.send({
    to: input.email,
    subject: '【紹介会社ポータル】アカウント招待のお知らせ',
    text: [
      '紹介会社ポータルのアカウントに招待されました。',
      '下記のリンクからアカウントを登録してください。',
      '',
      signupUrl,
      '',
      `このリンクの有効期限は${input.expiresInHours}時間で、一度だけ使用できます。`,
    ].join('\n'),
  });
  return { agencyId: input.agencyId, email: input.email, hashId, signupUrl, expiresAt };
}
