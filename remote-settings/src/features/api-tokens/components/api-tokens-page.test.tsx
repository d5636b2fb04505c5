import { screen, waitFor, within } from '@testing-library/react';
import type { ApiToken, ApiTokenList } from '@portal/shared/contract/api-tokens';
import type { StaffMember } from '@portal/shared/contract/audit';
import {
  failure,
  installContractApi,
  invalid,
  ok,
  type Handlers,
} from '@portal/shared/test/contract-api';
import { renderSettings, spyOnToasts } from '../../../test/render-settings';
import { ApiTokensPage } from './api-tokens-page';

const toasts = spyOnToasts();

const TOKEN: ApiToken = {
  id: 7,
  name: 'PORTERS連携',
  scope: 'write',
  accountId: 1,
  accountName: '山田 太郎',
  hint: 'pat_…Ab3d',
  expiresAt: '2027-02-26T03:00:00Z',
  createdAt: '2026-11-28T03:00:00Z',
  lastUsedAt: '2026-11-28T05:30:00Z',
  expired: false,
};

const STAFF: StaffMember[] = [
  {
    id: 1,
    kind: 'main',
    userId: 'demo',
    name: '山田 太郎',
    email: 'main@agency.example',
    createdAt: '2026-01-01T00:00:00Z',
  },
  {
    id: 3,
    kind: 'sub',
    userId: 'demo-tanaka',
    name: '田中 翔太',
    email: 'tanaka@agency.example',
    createdAt: '2026-01-01T00:00:00Z',
  },
];

const list = (over: Partial<ApiTokenList> = {}): ApiTokenList => ({
  tokens: [TOKEN],
  subAccountsMayCreate: false,
  mayCreate: true,
  accountKind: 'main',
  ...over,
});

const SECRET = `pat_${'k'.repeat(39)}Zz9_`;

/** What the main account's page reads: its tokens and the staff a token may act as. */
const mainAccountReads = (tokens: ApiTokenList): Handlers => ({
  'GET /settings/api-tokens': ok(tokens),
  'GET /settings/staff': ok(STAFF),
});

/** The page at its route, over a fake api answering these calls. */
function renderPage(handlers: Handlers) {
  const fake = installContractApi(handlers);
  return { fake, ...renderSettings(<ApiTokensPage />, '27', '/api-tokens') };
}

describe('API連携', () => {
  it('lists each token with its staff member, scope, expiry, creation and last use', async () => {
    renderPage(
      mainAccountReads(
        list({
          tokens: [
            TOKEN,
            { ...TOKEN, id: 8, name: '古い連携', scope: 'read', lastUsedAt: null, expired: true },
          ],
        }),
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'API連携' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('api-token');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByText('PORTERS連携')).toBeInTheDocument();
    expect(first.getByText('山田 太郎')).toBeInTheDocument();
    expect(first.getByText('読み書き')).toBeInTheDocument();
    expect(first.getByText('2027/02/26 12:00')).toBeInTheDocument();
    expect(first.getByText('2026/11/28 14:30')).toBeInTheDocument();
    expect(first.getByText('pat_…Ab3d')).toBeInTheDocument();
    const second = within(rows[1]);
    expect(second.getByText('読み取り専用')).toBeInTheDocument();
    expect(second.getByText('未使用')).toBeInTheDocument();
    expect(second.getByText('期限切れ')).toBeInTheDocument();
    expect(
      await screen.findByRole('checkbox', { name: /サブアカウントが自分のAPIトークン/ }),
    ).not.toBeChecked();
  });

  it('creates a token acting as the chosen staff member and shows its secret once, with a copy button', async () => {
    const { fake, user } = renderPage({
      ...mainAccountReads(list({ tokens: [] })),
      'POST /settings/api-tokens': ok(
        {
          token: {
            ...TOKEN,
            id: 9,
            name: '田中のCRM',
            accountId: 3,
            accountName: '田中 翔太',
            scope: 'read',
            lastUsedAt: null,
          },
          secret: SECRET,
        },
        201,
      ),
    });
    // user-event's clipboard stands in for the browser's.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: '新しいトークンを発行' }));
    const dialog = await screen.findByRole('dialog', { name: 'APIトークンの発行' });
    // The name is needed before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: '発行する' }));
    expect(await within(dialog).findByText('名前を入力してください。')).toBeInTheDocument();
    expect(fake.last('POST /settings/api-tokens')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /名前/ }), '田中のCRM');
    const staff = await within(dialog).findByRole('combobox', { name: '実行するスタッフ' });
    await waitFor(() => expect(within(staff).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(staff, '田中 翔太');
    expect(within(dialog).getByRole('radio', { name: '読み取り専用' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: '有効期限' })).toHaveValue('90');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '有効期限' }), '180日');
    await user.click(within(dialog).getByRole('button', { name: '発行する' }));

    await waitFor(() =>
      expect(fake.last('POST /settings/api-tokens')?.body).toMatchObject({
        name: '田中のCRM',
        accountId: 3,
        scope: 'read',
        expiresInDays: 180,
      }),
    );
    const panel = await screen.findByRole('region', { name: '発行したトークン' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: '「田中のCRM」のトークン' })).toHaveValue(
      SECRET,
    );
    expect(within(panel).getByText(/今だけ表示されます/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: '発行したトークン' })).toHaveFocus();
    expect(toasts.success).toHaveBeenCalledWith('APIトークンを発行しました');

    await user.click(within(panel).getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(toasts.success).toHaveBeenCalledWith('トークンをコピーしました');

    // Once put away, it is gone for good.
    await user.click(within(panel).getByRole('button', { name: '保管しました' }));
    expect(screen.queryByRole('region', { name: '発行したトークン' })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新しいトークンを発行' })).toHaveFocus();
  });

  it("shows the server's reason beside its field when the token is refused", async () => {
    const { user } = renderPage({
      ...mainAccountReads(list({ tokens: [] })),
      'POST /settings/api-tokens': invalid('name', '名前は50文字以内で入力してください。'),
    });
    await user.click(await screen.findByRole('button', { name: '新しいトークンを発行' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /名前/ }), '長い名前');
    await user.click(within(dialog).getByRole('button', { name: '発行する' }));
    expect(
      await within(dialog).findByText('名前は50文字以内で入力してください。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '発行したトークン' })).not.toBeInTheDocument();
  });

  it('revokes a token after asking, and keeps it when cancelled', async () => {
    const { fake, user } = renderPage({
      ...mainAccountReads(list()),
      'DELETE /settings/api-tokens/{id}': ok(null),
    });
    await user.click(await screen.findByRole('button', { name: '「PORTERS連携」を無効にする' }));
    let confirm = await screen.findByRole('dialog', { name: 'APIトークンを無効にしますか？' });
    expect(confirm).toHaveTextContent('すぐに利用できなくなります');
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(fake.last('DELETE /settings/api-tokens/{id}')).toBeUndefined();

    fake.on('GET /settings/api-tokens', ok(list({ tokens: [] })));
    await user.click(screen.getByRole('button', { name: '「PORTERS連携」を無効にする' }));
    confirm = await screen.findByRole('dialog', { name: 'APIトークンを無効にしますか？' });
    await user.click(within(confirm).getByRole('button', { name: '無効にする' }));
    await waitFor(() =>
      expect(fake.last('DELETE /settings/api-tokens/{id}')?.path).toBe('/settings/api-tokens/7'),
    );
    expect(await screen.findByText('APIトークンはまだありません')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith('APIトークンを無効にしました');
  });

  it('lets the main account allow sub-accounts to create their own tokens', async () => {
    const { fake, user } = renderPage({
      ...mainAccountReads(list()),
      'PUT /settings/api-token-policy': ok(null),
    });
    const toggle = await screen.findByRole('checkbox', {
      name: /サブアカウントが自分のAPIトークン/,
    });
    fake.on('GET /settings/api-tokens', ok(list({ subAccountsMayCreate: true })));
    await user.click(toggle);
    await waitFor(() =>
      expect(fake.last('PUT /settings/api-token-policy')?.body).toMatchObject({
        subAccountsMayCreate: true,
      }),
    );
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toasts.success).toHaveBeenCalledWith('設定を更新しました');
  });

  it('shows a sub-account its own tokens, no staff choice, and why it cannot create one', async () => {
    const { fake } = renderPage({
      'GET /settings/api-tokens': ok(list({ accountKind: 'sub', mayCreate: false })),
    });
    expect(await screen.findByText(/メインアカウントが許可していないため/)).toBeInTheDocument();
    expect(
      screen.getByText('ご自身として実行するトークンのみ表示しています。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新しいトークンを発行' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(fake.calls()).not.toContain('GET /settings/staff');
  });

  it('a sub-account allowed to creates its own token without choosing a staff member', async () => {
    const { fake, user } = renderPage({
      'GET /settings/api-tokens': ok(list({ accountKind: 'sub', mayCreate: true, tokens: [] })),
      'POST /settings/api-tokens': ok({ token: { ...TOKEN, accountId: 3 }, secret: SECRET }, 201),
    });
    await user.click(await screen.findByRole('button', { name: '新しいトークンを発行' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).queryByRole('combobox', { name: '実行するスタッフ' }),
    ).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /名前/ }), '自分用');
    await user.click(within(dialog).getByRole('radio', { name: '読み書き' }));
    await user.click(within(dialog).getByRole('button', { name: '発行する' }));
    await waitFor(() =>
      expect(fake.last('POST /settings/api-tokens')?.body).toMatchObject({
        name: '自分用',
        scope: 'write',
        expiresInDays: 90,
      }),
    );
    expect(fake.last('POST /settings/api-tokens')?.body).not.toHaveProperty('accountId');
    expect(await screen.findByRole('region', { name: '発行したトークン' })).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    renderPage({ 'GET /settings/api-tokens': failure(500) });
    expect(
      await screen.findByText('APIトークンの取得に失敗しました', { selector: 'p' }),
    ).toBeInTheDocument();
  });
});
