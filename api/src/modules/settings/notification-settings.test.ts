import { NOTIFICATION_KEYS, type NotificationKey } from '@portal/shared/contract';
import { MailService } from '../../mail/mail-service';
import { NotificationService } from '../../notifications/notification-service';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { agencyIdOf, testAppForFile, signedIn } from '../../test/test-app';

const t = testAppForFile();
const demo = t.signedIn();

const allOff = () =>
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, false])) as Record<
    NotificationKey,
    boolean
  >;

it('answers every key, off by default, with its Japanese label per service line', async () => {
  const data = (await demo.get('25', '/settings/notifications')).json().data;
  expect(Object.keys(data).sort()).toEqual([...NOTIFICATION_KEYS].sort());
  expect(Object.values(data).every((item) => (item as { value: boolean }).value === false)).toBe(
    true,
  );
  expect(data.reserve.label).toBe('説明会・面接の予約');
  await demo.login('mid');
  expect((await demo.get('mid', '/settings/notifications')).json().data.reserve.label).toBe(
    '面接の予約',
  );
});

it('saves the full map and reads it back, for the agency only', async () => {
  const flags = { ...allOff(), chat: true, reserve: true };
  const saved = await demo.write('PUT', '25', '/settings/notifications', flags);
  expect(saved.statusCode).toBe(200);
  const data = (await demo.get('25', '/settings/notifications')).json().data;
  expect(data.chat.value).toBe(true);
  expect(data.reserve.value).toBe(true);
  expect(data.cancel.value).toBe(false);

  const other = await signedIn(t.app, 'other');
  expect((await other.get('25', '/settings/notifications')).json().data.chat.value).toBe(false);
});

it('refuses a partial map or a non-boolean with 422', async () => {
  const partial = await demo.write('PUT', '25', '/settings/notifications', { chat: true });
  expect(partial.statusCode).toBe(422);
  expect(partial.json().errors.reserve).toEqual(['説明会・面接の予約は必須です。']);
  const wrongType = await demo.write('PUT', '25', '/settings/notifications', {
    ...allOff(),
    chat: 'yes',
  });
  expect(wrongType.json().errors).toEqual({
    // A key takes a boolean or a mode (issue 22), so the answer names the format.
    chat: ['チャット受信の形式が正しくありません。'],
  });
});

it('sends a notification mail only for a key the agency turned on, to all its addresses', async () => {
  await demo.write('PUT', '25', '/settings/notifications', { ...allOff(), message: true });
  const mail = new MailService(t.database.db, null, 'portal@example.test');
  const notifications = new NotificationService(t.database.db, mail);
  const agencyId = await agencyIdOf(t.app, DEMO_AGENCY.name);

  const off = await notifications.notify(agencyId, 'chat', { subject: 'チャット', text: '本文' });
  expect(off).toEqual([]);
  const on = await notifications.notify(agencyId, 'message', {
    subject: '【紹介会社ポータル】新着メッセージ',
    text: '企業からメッセージが届きました。',
  });
  expect(on).toEqual([DEMO_AGENCY.email, ...DEMO_AGENCY.additionalEmails]);
  const outbox = await mail.list({ limit: 10 });
  expect(outbox.filter((row) => row.subject === '【紹介会社ポータル】新着メッセージ')).toHaveLength(
    2,
  );
  expect(outbox.some((row) => row.subject === 'チャット')).toBe(false);
});
