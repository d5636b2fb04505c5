// The modes of a notification setting, without zod: the settings screen's choices and the audit
// trail's words read these, not the contract (./settings.ts, which re-exports them), so zod does
// not come with the settings page.

/**
 * How a key is mailed (issue 22): 受け取る (at once), 1日1回まとめて受け取る (the daily digest at
 * 9:00 Tokyo time) or 受け取らない. The spec's boolean `value` stays: true for the first two.
 */
export const NOTIFICATION_MODES = ['immediate', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** The words of each mode: the settings screen's choices and the audit trail's values. */
export const NOTIFICATION_MODE_LABELS: Record<NotificationMode, string> = {
  immediate: '受け取る',
  digest: '1日1回まとめて受け取る',
  off: '受け取らない',
};

/** The mode of a setting; an api that predates modes answers only `value`. */
export const modeOf = (setting: { value: boolean; mode?: NotificationMode }): NotificationMode =>
  setting.mode ?? (setting.value ? 'immediate' : 'off');
