// Runs the daily notification digest from 9:00 Tokyo time: every api replica checks once a
// minute; the digest of an agency and day is claimed once (NotificationService.runDigests), so
// any number of replicas send it once, and a replica that was down at 9:00 sends it when it starts.
import { tokyoHour } from '@portal/shared/tokyo-time';
import { DIGEST_HOUR_TOKYO, type NotificationService } from './notification-service';

export class DigestScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly notifications: NotificationService,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 60_000,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    const now = this.now();
    if (this.running || tokyoHour(now) < DIGEST_HOUR_TOKYO) return;
    this.running = this.notifications
      .runDigests(now)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
      });
  }
}
