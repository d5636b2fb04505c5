import { screen, waitFor, within } from '@testing-library/react';
import type { WebhookDeliveryLog, WebhookEndpoint } from '@portal/shared/contract/webhooks';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';

// Typing into a form on a machine busy with other suites.
jest.setTimeout(30_000);
import { accountSettings, renderSettings, spyOnToasts } from '../../../test/render-settings';
import { WebhooksPage } from './webhooks-page';

const toasts = spyOnToasts();

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: 'https://hooks.example.com/portal',
  eventTypes: ['referral.status_changed', 'job.changed'],
  active: true,
  pausedReason: null,
  failingSince: null,
  secretHint: 'whsec_AbCd…',
  createdAt: '2026-11-20T01:00:00.000Z',
};

const LOG: WebhookDeliveryLog = {
  waiting: 0,
  attempts: [
    {
      id: 3,
      deliveryId: 41,
      messageId: 'msg_abc',
      at: '2026-11-28T03:00:10.000Z',
      eventType: 'referral.status_changed',
      statusCode: 200,
      durationMs: 84,
      attempt: 3,
      responseHead: 'ok',
      state: 'succeeded',
    },
    {
      id: 2,
      deliveryId: 41,
      messageId: 'msg_abc',
      at: '2026-11-28T03:00:05.000Z',
      eventType: 'referral.status_changed',
      statusCode: 500,
      durationMs: 12,
      attempt: 2,
      responseHead: 'Internal Server Error',
      state: 'succeeded',
    },
  ],
};

describe('API連携 › Webhook', () => {
  it('tells a sub-account that only the main account may, and asks nothing of the webhooks', async () => {
    const api = installContractApi({ 'GET /settings/account': ok(accountSettings()) });
    renderSettings(<WebhooksPage />, '27', '/api/webhooks');
    expect(
      await screen.findByText('Webhookの設定はメインアカウントのみ利用できます。'),
    ).toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /settings/webhooks');
  });

  it('lists the endpoints with their events in Japanese, the secret never shown again', async () => {
    installContractApi({
      'GET /settings/account': ok(accountSettings(undefined, 'main')),
      'GET /settings/webhooks': ok([
        ENDPOINT,
        {
          ...ENDPOINT,
          id: 8,
          url: 'https://b.example.com/h',
          active: false,
          pausedReason: 'failing',
          failingSince: '2026-11-24T00:00:00.000Z',
        },
      ]),
    });
    renderSettings(<WebhooksPage />, '27', '/api/webhooks');
    const list = await screen.findByRole('list', { name: '登録済みのWebhook' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('https://hooks.example.com/portal');
    expect(first).toHaveTextContent('受け取るイベント：選考状況の変更、紹介中の求人の変更');
    expect(first).toHaveTextContent('署名シークレット：whsec_AbCd…');
    expect(first).toHaveTextContent('有効');
    expect(second).toHaveTextContent('停止中（3日間応答がなかったため自動停止）');
    expect(second).toHaveTextContent('2026/11/24 09:00 から送信に失敗しています');
  });

  it('adds an endpoint: the form checks it, then the secret is shown once with the focus on it', async () => {
    const api = installContractApi({
      'GET /settings/account': ok(accountSettings(undefined, 'main')),
      'GET /settings/webhooks': ok([] as WebhookEndpoint[]),
      'POST /settings/webhooks': (request) => {
        const body = request.body as { url: string };
        if (body.url.startsWith('https://10.')) {
          return invalid(
            'url',
            '送信先のアドレスは利用できません（プライベート・ループバック・リンクローカルのアドレスには送信できません）。',
          );
        }
        return ok(
          {
            endpoint: { ...ENDPOINT, url: body.url },
            secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
          },
          201,
        );
      },
    });
    const { user } = renderSettings(<WebhooksPage />, '27', '/api/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Webhookを追加' }));
    const form = screen.getByRole('form', { name: 'Webhookの追加' });
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText('URLを入力してください。')).toBeInTheDocument();
    expect(within(form).getByText('受け取るイベントを1つ以上選んでください。')).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /settings/webhooks');

    await user.type(within(form).getByLabelText(/送信先URL/), 'https://10.0.0.8/hook');
    await user.click(within(form).getByRole('checkbox', { name: '選考状況の変更' }));
    await user.click(within(form).getByRole('checkbox', { name: '一括紹介の完了' }));
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    expect(await within(form).findByText(/送信先のアドレスは利用できません/)).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalledWith('Webhookの保存に失敗しました');

    await user.clear(within(form).getByLabelText(/送信先URL/));
    await user.type(within(form).getByLabelText(/送信先URL/), 'https://hooks.example.com/new');
    await user.click(within(form).getByRole('button', { name: '追加する' }));
    const heading = await screen.findByRole('heading', { name: '署名シークレット' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=')).toBeInTheDocument();
    expect(api.last('POST /settings/webhooks')?.body).toMatchObject({
      url: 'https://hooks.example.com/new',
      eventTypes: ['referral.status_changed', 'bulk_import.finished'],
      active: true,
    });
    expect(toasts.success).toHaveBeenCalledWith('Webhookを追加しました');
    await user.click(screen.getByRole('button', { name: '保管しました' }));
    expect(screen.queryByText('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Webhookを追加' })).toHaveFocus(),
    );
  });

  it('shows the delivery log and sends 再送 and 送信テスト', async () => {
    const api = installContractApi({
      'GET /settings/account': ok(accountSettings(undefined, 'main')),
      'GET /settings/webhooks': ok([ENDPOINT]),
      'GET /settings/webhooks/{id}/deliveries': ok(LOG),
      'POST /settings/webhooks/{id}/deliveries/{deliveryId}/replay': ok(null, 202),
      'POST /settings/webhooks/{id}/test': ok(null, 202),
    });
    const { user } = renderSettings(<WebhooksPage />, '27', '/api/webhooks');
    await user.click(await screen.findByRole('button', { name: '送信履歴' }));
    const log = await screen.findByRole('region', {
      name: 'https://hooks.example.com/portal の送信履歴',
    });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('2026/11/28 12:00:10');
    expect(rows[0]).toHaveTextContent('選考状況の変更');
    expect(rows[0]).toHaveTextContent('200');
    expect(rows[0]).toHaveTextContent('84 ms');
    expect(rows[0]).toHaveTextContent('3回目');
    expect(rows[1]).toHaveTextContent('Internal Server Error');
    await user.click(within(rows[1]!).getByRole('button', { name: /再送/ }));
    await waitFor(() =>
      expect(api.calls()).toContain('POST /settings/webhooks/7/deliveries/41/replay'),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('再送を受け付けました'));
    await user.click(
      screen.getByRole('button', { name: 'https://hooks.example.com/portal に送信テスト' }),
    );
    await waitFor(() => expect(api.calls()).toContain('POST /settings/webhooks/7/test'));
  });
});
