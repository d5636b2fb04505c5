// Password reissue: a single-use, expiring token (stored as a digest) mailed as a link, and the
// reset that consumes it, sets the new password and ends every session of the account.
import type { SiteId } from '@portal/shared/contract';
import { byAccount, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import type { MailService } from '../../mail/mail-service';
import { digest, newUrlToken } from '../../security/secrets';
import { hashPassword } from '../auth/passwords';
import { findAccountByEmail } from '../auth/queries';
import {
  deleteSessions,
  findAccount,
  insertResetToken,
  retireResetTokens,
  setPasswordHash,
  spendResetToken,
} from './queries';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

export function resetMail(link: string) {
  return {
    subject: '【紹介会社ポータル】パスワード再設定のご案内',
    text: [
      '紹介会社ポータルをご利用いただきありがとうございます。',
      '',
      'パスワード再発行のご依頼を受け付けました。下記のリンクから60分以内に新しいパスワードを設定してください。',
      '',
      link,
      '',
      'このメールにお心当たりがない場合は、破棄してください。パスワードは変更されません。',
    ].join('\n'),
  };
}

/** Mails a reset link when the e-mail belongs to an account; does nothing visible otherwise. */
export async function requestPasswordReset(
  db: Database,
  mail: MailService,
  input: { email: string; siteId: SiteId; publicUrl: string; now: Date },
): Promise<void> {
  const account = await findAccountByEmail(db, input.email);
  if (!account) return;
  const token = newUrlToken();
  await db.transaction(async (tx) => {
    // Only the newest link works: asking again retires the earlier ones.
    await retireResetTokens(tx, account.id, input.now);
    await insertResetToken(tx, {
      accountId: account.id,
      tokenDigest: digest(token),
      siteId: input.siteId,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
  });
  const link = `${input.publicUrl}/${input.siteId}/employment-agency/reset-password?token=${token}`;
  await mail.send({ to: account.email, ...resetMail(link) });
}

/** Thrown inside the reset's transaction to roll it back: the token is another account's. */
class NotThisAccount extends Error {}

/**
 * Sets the new password if the token is unused, unexpired and was issued for this e-mail, and
 * answers the account's id. Answers null otherwise, without saying which: a guesser learns nothing.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; email: string; password: string; now: Date },
): Promise<number | null> {
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      // Consuming the token is the first write: of two concurrent resets only one gets the row.
      const accountId = await spendResetToken(tx, digest(input.token), input.now);
      if (accountId === null) return null;
      const account = await findAccount(tx, accountId);
      if (!account || account.email.toLowerCase() !== input.email.toLowerCase()) {
        // Not this account's link: leave everything as it was, the token included.
        throw new NotThisAccount();
      }
      await setPasswordHash(tx, account.id, passwordHash, input.now);
      // Whoever knew the old password is logged out everywhere.
      await deleteSessions(tx, account.id);
      await recordAudit(tx, {
        agencyId: account.agencyId,
        actor: byAccount({ accountId: account.id }),
        action: 'password.reset',
        target: { type: 'account', id: account.id },
      });
      return account.id;
    })
    .catch((error: unknown) => {
      if (error instanceof NotThisAccount) return null;
      throw error;
    });
}
