// Notification mails to an agency: sent for a notification key only when the agency has turned
// that key on in its settings, to its e-mail and its additional e-mails. Callers are the events
// that match each key (reservations, messages, ...). A key set to 1日1回まとめて受け取る (digest)
// is not mailed at once: the mail waits as a digest item until the daily digest (runDigests).
import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import { NOTIFICATION_LABELS } from '@portal/shared/enums';
import type { Database } from '../db/client';
import type { MailMessage, MailService, OutboxRow } from '../mail/mail-service';
import { tokyoDate, tokyoDisplay } from '@portal/shared/tokyo-time';
import {
  agencyAddresses,
  claimDigest,
  insertDigestItem,
  notificationSettingOf,
  pendingDigestAgencies,
  setDigestItemCount,
  takeDigestItems,
  type Executor,
} from './notification-queries';

/** The agency's e-mail and its additional e-mails, each address once. */
async function recipientsOf(db: Executor, agencyId: number): Promise<string[]> {
  const agency = await agencyAddresses(db, agencyId);
  if (!agency) return [];
  const recipients = new Map<string, string>();
  for (const address of [agency.email, ...agency.additionalEmails]) {
    if (address) recipients.set(address.toLowerCase(), address);
  }
  return [...recipients.values()];
}

export interface DigestRun {
  /** The Tokyo day the run stands for ('YYYY-MM-DD'). */
  day: string;
  /** The digests this run sent (another replica's or an earlier run's are not counted). */
  digests: { agencyId: number; items: number; recipients: string[] }[];
}

export const DIGEST_HOUR_TOKYO = 9;

export function digestSubject(day: string): string {
  return `【紹介会社ポータル】通知のまとめ（${day.replaceAll('-', '/')}）`;
}

/** The digest's text: every item, grouped by kind in the settings' order, oldest first. */
export function digestText(
  items: { key: string; subject: string; text: string; createdAt: Date }[],
) {
  const parts = ['前回のまとめ以降の通知をお送りします。'];
  for (const key of NOTIFICATION_KEYS) {
    const ofKey = items.filter((item) => item.key === key);
    if (!ofKey.length) continue;
    parts.push('', `■ ${NOTIFICATION_LABELS[key]}（${ofKey.length}件）`);
    for (const item of ofKey) {
      parts.push('', `◆ ${item.subject}（${tokyoDisplay(item.createdAt)}）`, item.text.trim());
    }
  }
  parts.push('', '※このメールは通知設定（1日1回まとめて受け取る）に基づいて送信しています。');
  return parts.join('\n');
}

export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
  ) {}

  /** Answers the addresses the mail went to (none when the key is off or gathered for a digest). */
  async notify(
    agencyId: number,
    key: NotificationKey,
    message: Omit<MailMessage, 'to'>,
  ): Promise<string[]> {
    const setting = await notificationSettingOf(this.db, agencyId, key);
    // Every key is off until the agency turns it on (spec 1 §3).
    if (!setting?.value) return [];
    if (setting.digest) {
      await insertDigestItem(this.db, {
        agencyId,
        key,
        subject: message.subject,
        text: message.text,
      });
      return [];
    }
    const recipients = await recipientsOf(this.db, agencyId);
    for (const to of recipients) await this.mail.send({ ...message, to });
    return recipients;
  }

  /**
   * The daily digest of every agency with waiting items created up to `at`, for the Tokyo day of
   * `at`. Each agency's digest is claimed by inserting its (agency, day) row: on a unique
   * conflict another run (another replica, an earlier run) has it, and this run skips it. The
   * claim, the items it takes and the mails are one transaction, so a digest is mailed once.
   */
  async runDigests(at: Date): Promise<DigestRun> {
    const day = tokyoDate(at);
    const pending = await pendingDigestAgencies(this.db, day, at);
    const run: DigestRun = { day, digests: [] };
    for (const { agencyId } of pending) {
      const sent = await this.sendDigest(agencyId, day, at);
      if (sent) run.digests.push(sent);
    }
    return run;
  }

  private async sendDigest(agencyId: number, day: string, at: Date) {
    const stored: OutboxRow[] = [];
    const result = await this.db.transaction(async (tx) => {
      const claimed = await claimDigest(tx, agencyId, day);
      if (!claimed) return null;
      const items = await takeDigestItems(tx, claimed.id, agencyId, at);
      await setDigestItemCount(tx, claimed.id, items.length);
      if (!items.length) return { agencyId, items: 0, recipients: [] };
      items.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      const recipients = await recipientsOf(tx, agencyId);
      const message = { subject: digestSubject(day), text: digestText(items) };
      for (const to of recipients) stored.push(await this.mail.store({ ...message, to }, tx));
      return { agencyId, items: items.length, recipients };
    });
    this.mail.dispatch(stored);
    return result;
  }
}
