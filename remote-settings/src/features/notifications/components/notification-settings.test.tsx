import { screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import type { NotificationSettings as Settings } from '@portal/shared/contract/settings';
import { NOTIFICATION_LABELS } from '@portal/shared/enums';
import {
  installContractApi,
  networkError,
  ok,
  type Handler,
  type Reply,
} from '@portal/shared/test/contract-api';
import { expectCsrfBeforeWrite, renderSettings, spyOnToasts } from '../../../test/render-settings';
import { NotificationSettings } from './notification-settings';

const ON = new Set(['message', 'chat']);

const DIGEST = 'evaluationPermit';

const SETTINGS = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [
    key,
    {
      value: ON.has(key) || key === DIGEST,
      label: NOTIFICATION_LABELS[key],
      mode: key === DIGEST ? 'digest' : ON.has(key) ? 'immediate' : 'off',
    },
  ]),
) as Settings;

const FLAGS = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [key, SETTINGS[key].mode]),
) as Record<string, string>;

const toasts = spyOnToasts();

function row(label: string) {
  return screen.getByRole('radiogroup', { name: label });
}

/** The page with SETTINGS loaded, ready to change; its save answers as `save` does. */
async function renderLoaded(save: Handler<'PUT /settings/notifications'>) {
  const api = installContractApi({
    'GET /settings/notifications': ok(SETTINGS),
    'PUT /settings/notifications': save,
  });
  const { user } = renderSettings(<NotificationSettings />);
  await screen.findAllByRole('radiogroup');
  return { api, user };
}

describe('notification settings', () => {
  it('shows one row per key in order with its label and the saved choice', async () => {
    installContractApi({ 'GET /settings/notifications': ok(SETTINGS) });
    renderSettings(<NotificationSettings />);
    expect(screen.getByRole('status')).toHaveTextContent('通知設定を読み込み中...');

    const groups = await screen.findAllByRole('radiogroup');
    const labels = [
      '説明会・面接の予約',
      '予約のキャンセル',
      '選考辞退',
      'メッセージ受信',
      '評価の公開',
      '求人の公開',
      '不参加',
      'チャット受信',
      '日程調整の依頼',
      'やること・企業回答待ち',
    ];
    expect(groups).toHaveLength(labels.length);
    labels.forEach((label, index) => expect(groups[index]).toHaveAccessibleName(label));
    expect(within(row('メッセージ受信')).getByRole('radio', { name: '受け取る' })).toBeChecked();
    expect(within(row('チャット受信')).getByRole('radio', { name: '受け取る' })).toBeChecked();
    expect(within(row('選考辞退')).getByRole('radio', { name: '受け取らない' })).toBeChecked();
    expect(within(row('選考辞退')).getByRole('radio', { name: '受け取る' })).not.toBeChecked();
  });

  it('offers the daily digest as a third choice and saves it as a mode (issue 22)', async () => {
    const { api, user } = await renderLoaded(ok(null));
    expect(screen.getByText(/毎朝9時に前日からの通知を1通のメールにまとめて/)).toBeInTheDocument();
    const choices = within(row('評価の公開')).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '受け取る',
      '1日1回まとめて受け取る',
      '受け取らない',
    ]);
    expect(
      within(row('評価の公開')).getByRole('radio', { name: '1日1回まとめて受け取る' }),
    ).toBeChecked();

    await user.click(
      within(row('チャット受信')).getByRole('radio', { name: '1日1回まとめて受け取る' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('通知設定を更新しました'));
    expect(api.last('PUT /settings/notifications')?.body).toEqual({ ...FLAGS, chat: 'digest' });
  });

  it('reads an answer without modes (an older api) as 受け取る / 受け取らない', async () => {
    const legacy = Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [
        key,
        { value: ON.has(key), label: NOTIFICATION_LABELS[key] },
      ]),
    ) as Settings;
    installContractApi({ 'GET /settings/notifications': ok(legacy) });
    renderSettings(<NotificationSettings />);
    await screen.findAllByRole('radiogroup');
    expect(within(row('チャット受信')).getByRole('radio', { name: '受け取る' })).toBeChecked();
    expect(within(row('評価の公開')).getByRole('radio', { name: '受け取らない' })).toBeChecked();
  });

  it('uses the mid-career wording for reservations', async () => {
    installContractApi({ 'GET /settings/notifications': ok(SETTINGS) });
    renderSettings(<NotificationSettings />, 'mid');
    expect(await screen.findByRole('radiogroup', { name: '面接の予約' })).toBeInTheDocument();
  });

  it('puts the full map with the new value at once and confirms it', async () => {
    const { api, user } = await renderLoaded(ok(null));

    await user.click(within(row('求人の公開')).getByRole('radio', { name: '受け取る' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('通知設定を更新しました'));
    expect(api.last('PUT /settings/notifications')?.body).toEqual({
      ...FLAGS,
      jobPublish: 'immediate',
    });
    expectCsrfBeforeWrite(api, 'PUT');
    expect(within(row('求人の公開')).getByRole('radio', { name: '受け取る' })).toBeChecked();

    await user.click(within(row('メッセージ受信')).getByRole('radio', { name: '受け取らない' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(2));
    expect(api.last('PUT /settings/notifications')?.body).toEqual({
      ...FLAGS,
      jobPublish: 'immediate',
      message: 'off',
    });
  });

  it('puts the toggle back to the saved value when the server refuses, saying why, never 通知設定を更新しました', async () => {
    const { api, user } = await renderLoaded({
      status: 422,
      body: { message: '更新できませんでした。' },
    });

    await user.click(within(row('チャット受信')).getByRole('radio', { name: '受け取らない' }));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('更新できませんでした。'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(api.last('PUT /settings/notifications')?.body).toEqual({ ...FLAGS, chat: 'off' });
    expect(within(row('チャット受信')).getByRole('radio', { name: '受け取る' })).toBeChecked();
    expect(
      within(row('チャット受信')).getByRole('radio', { name: '受け取らない' }),
    ).not.toBeChecked();
  });

  it('says 通知設定の更新に失敗しました when the save fails without a reason, and reverts', async () => {
    const { user } = await renderLoaded(networkError());
    await user.click(within(row('チャット受信')).getByRole('radio', { name: '受け取らない' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('通知設定の更新に失敗しました'));
    expect(toasts.success).not.toHaveBeenCalled();
    expect(within(row('チャット受信')).getByRole('radio', { name: '受け取る' })).toBeChecked();
  });

  it('keeps the focus on the chosen radio while saving, ignoring other changes until it is saved', async () => {
    let release: (reply: Reply<null>) => void = () => undefined;
    const { api, user } = await renderLoaded(
      () => new Promise<Reply<null>>((done) => (release = done)),
    );
    const receive = within(row('求人の公開')).getByRole('radio', { name: '受け取る' });
    await user.click(receive);
    await waitFor(() => expect(api.calls()).toContain('PUT /settings/notifications'));
    expect(receive).toHaveFocus();
    expect(receive).toBeChecked();
    expect(receive).toHaveAttribute('aria-disabled', 'true');
    // A change while the first is in flight is not sent (it would build on an unsaved map).
    await user.click(within(row('選考辞退')).getByRole('radio', { name: '受け取る' }));
    expect(within(row('選考辞退')).getByRole('radio', { name: '受け取る' })).not.toBeChecked();
    release(ok(null));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('通知設定を更新しました'));
    expect(receive).toHaveAttribute('aria-disabled', 'false');
    expect(api.calls().filter((call) => call === 'PUT /settings/notifications')).toHaveLength(1);
    // The radio clicked last has the focus (a disabled radio would have dropped it to the page).
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows a message when the settings cannot be loaded', async () => {
    installContractApi({ 'GET /settings/notifications': { status: 403, body: { message: 'x' } } });
    renderSettings(<NotificationSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent('通知設定の取得に失敗しました');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });
});
