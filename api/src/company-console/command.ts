// What a console command is: a name, an input schema and what it runs; its route under
// /console/api, when it has one, is declared in contract.ts. Each area keeps its commands in its own file
// (`<area>-commands.ts`) and commands.ts lists them; the CLI and the HTTP API both run them
// through runCommand, so both validate and answer alike.
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { SupportDefaults } from '../config';
import type { LivePublisher } from '../live/live-hub';
import type { MailService } from '../mail/mail-service';
import type { NotificationService } from '../notifications/notification-service';
import type { FieldLabels } from '../plugins/validation';

export interface ConsoleContext {
  db: Database;
  mail: MailService;
  notifications: NotificationService;
  publicUrl: string;
  now: () => Date;
  /** Pushes what changed to the agencies' open pages (services.live). */
  live: LivePublisher;
  /** The api's SUPPORT_* configuration, under the console's support-contact setting. */
  support?: SupportDefaults;
}

export interface Command<S extends z.ZodType> {
  summary: string;
  input: S;
  /** Field labels for the Japanese 422 messages, on top of the console's common labels. */
  labels?: FieldLabels;
  run(context: ConsoleContext, input: z.output<S>): Promise<unknown>;
}

export const command = <S extends z.ZodType>(definition: Command<S>) => definition;
