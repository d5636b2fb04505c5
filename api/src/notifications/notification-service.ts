// Notification mails to an agency: sent for a notification key only when the agency has turned
// that key on in its settings, to its e-mail and its additional e-mails. Callers are the events
// that match each key (reservations, messages, ...).
import { and, eq } from 'drizzle-orm';
import type { NotificationKey } from '@portal/shared/contract';
import type { Database } from '../db/client';
import { agencies } from '../db/schema/agencies';
import { notificationSettings } from '../db/schema/onboarding';
import type { MailMessage, MailService } from '../mail/mail-service';

export class NotificationService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
  ) {}

  /** Answers the addresses the mail went to (none when the key is off). */
  async notify(
    agencyId: number,
    key: NotificationKey,
    message: Omit<MailMessage, 'to'>,
  ): Promise<string[]> {
    const [setting] = await this.db
      .select({ value: notificationSettings.value })
      .from(notificationSettings)
      .where(and(eq(notificationSettings.agencyId, agencyId), eq(notificationSettings.key, key)));
    // Every key is off until the agency turns it on (spec 1 §3).
    if (!setting?.value) return [];
    const [agency] = await this.db
      .select({ email: agencies.email, additionalEmails: agencies.additionalEmails })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    if (!agency) return [];
    const recipients = new Map<string, string>();
    for (const address of [agency.email, ...agency.additionalEmails]) {
      if (address) recipients.set(address.toLowerCase(), address);
    }
    for (const to of recipients.values()) await this.mail.send({ ...message, to });
    return [...recipients.values()];
  }
}
