import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InfoDetail, InfoListItem } from '@portal/shared/contract/infos';
import { toast } from '@portal/shared/feedback';
import type { SupportContact } from '@portal/shared/contract/support';
import { queryClient } from '@portal/shared/query-client';
import {
  failure,
  installContractApi,
  networkError,
  ok,
  uninstallContractApi,
  type Reply,
} from '@portal/shared/test/contract-api';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import InfosPage from './infos-page';

const ITEMS: InfoListItem[] = [
  {
    id: 2,
    title: 'システムメンテナンスのお知らせ',
    createdAt: '2026-04-10T09:00:00+09:00',
    isUnread: true,
  },
  {
    id: 1,
    title: '新機能リリースのご案内',
    createdAt: '2026-03-01T12:00:00+09:00',
    isUnread: false,
  },
];

/** As the operator configured it (the api's SUPPORT_* or the company console). */
const SUPPORT: SupportContact = {
  siteUrl: 'https://help.portal.test/agency/',
  mail: 'help@portal.test',
  phone: '0120-000-000',
  hours: '平日 9:00〜17:00',
};

const DETAIL: InfoDetail = {
  ...ITEMS[0],
  content:
    '<p>4月20日 2:00〜5:00 に<strong>メンテナンス</strong>を行います。</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
};

function renderInfos() {
  window.history.replaceState({}, '', '/27/employment-agency/infos');
  return render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={['/27/employment-agency/infos']}>
        <Routes>
          <Route path="/:siteId/employment-agency/infos" element={<InfosPage />} />
        </Routes>
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

let toastError: jest.SpyInstance;

beforeEach(() => {
  queryClient.clear();
  toastError = jest.spyOn(toast, 'error').mockImplementation(() => 1);
});

afterEach(() => {
  jest.restoreAllMocks();
  uninstallContractApi();
});

describe('InfosPage', () => {
  it('lists announcements with their date and flags the unread ones', async () => {
    installContractApi({ 'GET /support': ok(SUPPORT), 'GET /infos': ok(ITEMS) });
    renderInfos();
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('2026/04/10')).toBeInTheDocument();
    expect(
      within(rows[0]).getByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    ).toBeInTheDocument();
    expect(within(rows[0]).getByText('未読')).toBeInTheDocument();
    expect(within(rows[1]).getByText('2026/03/01')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('未読')).not.toBeInTheDocument();
  });

  it('says お知らせはありません when there is none', async () => {
    installContractApi({ 'GET /support': ok(SUPPORT), 'GET /infos': ok([]) });
    renderInfos();
    expect(await screen.findByText('お知らせはありません')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the list failure inline and as a toast', async () => {
    installContractApi({ 'GET /support': ok(SUPPORT), 'GET /infos': networkError() });
    renderInfos();
    // Like every query, a network failure is tried once more before it is reported.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'お知らせの取得に失敗しました',
    );
    expect(toastError).toHaveBeenCalledWith('お知らせの取得に失敗しました');
  });

  it('opens the detail with the sanitised HTML body and marks the row read once loaded', async () => {
    const fake = installContractApi({
      'GET /support': ok(SUPPORT),
      'GET /infos': ok(ITEMS),
      'GET /infos/{infoId}': ok(DETAIL),
    });
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'システムメンテナンスのお知らせ' });
    expect(fake.last('GET /infos/{infoId}')?.params).toEqual({ infoId: '2' });
    expect(await within(dialog).findByText('メンテナンス')).toBeInTheDocument();
    expect(within(dialog).getByText('2026/04/10')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const firstRow = screen.getAllByRole('listitem')[0];
    expect(within(firstRow).queryByText('未読')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading text while the detail loads and keeps the row unread until it arrives', async () => {
    let finish: (value: Reply<InfoDetail>) => void = () => undefined;
    installContractApi({
      'GET /infos': ok(ITEMS),
      'GET /infos/{infoId}': () => new Promise((resolve) => (finish = resolve)),
    });
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('お知らせを読み込み中...');
    expect(within(screen.getAllByRole('listitem')[0]).getByText('未読')).toBeInTheDocument();

    finish(ok(DETAIL));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[0]).queryByText('未読'),
      ).not.toBeInTheDocument(),
    );
  });

  it.each<[string, Reply<never>, string]>([
    ['404', failure(404, 'お知らせが見つかりません'), 'お知らせが見つかりません'],
    [
      'a server error',
      failure(500, 'システムエラーが発生しました。'),
      'お知らせ詳細の取得に失敗しました',
    ],
    ['a network error', networkError(), '取得中にエラーが発生しました'],
  ])('explains %s in the detail modal and leaves the row unread', async (_case, reply, text) => {
    installContractApi({
      'GET /support': ok(SUPPORT),
      'GET /infos': ok(ITEMS),
      'GET /infos/{infoId}': reply,
    });
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(screen.getAllByRole('listitem')[0]).getByText('未読')).toBeInTheDocument();
  });

  it('offers the configured support site, support contact and the recommended environment', async () => {
    installContractApi({ 'GET /support': ok(SUPPORT), 'GET /infos': ok([]) });
    renderInfos();
    await screen.findByText('お知らせはありません');
    const site = await screen.findByRole('link', { name: /^サポートサイト/ });
    expect(site).toHaveAttribute('href', SUPPORT.siteUrl);
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: SUPPORT.mail! })).toHaveAttribute(
      'href',
      'mailto:help@portal.test',
    );
    expect(screen.getByRole('link', { name: SUPPORT.phone! })).toHaveAttribute(
      'href',
      'tel:0120000000',
    );
    expect(screen.getByText(SUPPORT.hours!)).toBeInTheDocument();
    expect(
      screen.getByText(
        '最新版の Google Chrome で、JavaScript と Cookie を有効にしてご利用ください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ご利用環境について')).toBeInTheDocument();
  });

  it('leaves out what the operator did not configure, inventing nothing', async () => {
    const api = installContractApi({
      'GET /support': ok({ siteUrl: null, mail: null, phone: '03-1234-5678', hours: null }),
      'GET /infos': ok([]),
    });
    renderInfos();
    expect(await screen.findByRole('link', { name: '03-1234-5678' })).toBeInTheDocument();
    expect(api.calls()).toContain('GET /support');
    expect(screen.queryByRole('link', { name: /^サポートサイト/ })).not.toBeInTheDocument();
    expect(screen.queryByText('メール')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
