import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InfoDetail, InfoListItem } from '@portal/shared/contract';
import { toast } from '@portal/shared/feedback';
import type { HttpFailure, Result } from '@portal/shared/http';
import { SUPPORT_MAIL, SUPPORT_PHONE, SUPPORT_SITE_URL } from '@portal/shared/site';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { getInfo } from '../api/get-info';
import { getInfos } from '../api/get-infos';
import InfosPage from './infos-page';

jest.mock('../api/get-infos');
jest.mock('../api/get-info');

const list = jest.mocked(getInfos);
const detail = jest.mocked(getInfo);

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

const failure = (error: HttpFailure): Result<never> => ({ ok: false, error });

let toastError: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  toastError = jest.spyOn(toast, 'error').mockImplementation(() => 1);
});

afterEach(() => jest.restoreAllMocks());

describe('InfosPage', () => {
  it('lists announcements with their date and flags the unread ones', async () => {
    list.mockResolvedValue({ ok: true, data: ITEMS });
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
    list.mockResolvedValue({ ok: true, data: [] });
    renderInfos();
    expect(await screen.findByText('お知らせはありません')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the list failure inline and as a toast', async () => {
    list.mockResolvedValue(failure({ kind: 'network', name: 'AxiosError', message: 'x' }));
    renderInfos();
    expect(await screen.findByRole('alert')).toHaveTextContent('お知らせの取得に失敗しました');
    expect(toastError).toHaveBeenCalledWith('お知らせの取得に失敗しました');
  });

  it('opens the detail with the sanitised HTML body and marks the row read once loaded', async () => {
    list.mockResolvedValue({ ok: true, data: ITEMS });
    detail.mockResolvedValue({ ok: true, data: DETAIL });
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'システムメンテナンスのお知らせ' });
    expect(detail).toHaveBeenCalledWith(2);
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
    list.mockResolvedValue({ ok: true, data: ITEMS });
    let finish: (value: Result<InfoDetail>) => void = () => undefined;
    detail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('お知らせを読み込み中...');
    expect(within(screen.getAllByRole('listitem')[0]).getByText('未読')).toBeInTheDocument();

    finish({ ok: true, data: DETAIL });
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[0]).queryByText('未読'),
      ).not.toBeInTheDocument(),
    );
  });

  it.each<[string, HttpFailure, string]>([
    ['404', { kind: 'http', status: 404, message: 'x' }, 'お知らせが見つかりません'],
    [
      'a server error',
      { kind: 'http', status: 500, message: 'x', handled: 'toast' },
      'お知らせ詳細の取得に失敗しました',
    ],
    [
      'a network error',
      { kind: 'network', name: 'AxiosError', message: 'x' },
      '取得中にエラーが発生しました',
    ],
  ])('explains %s in the detail modal and leaves the row unread', async (_case, error, text) => {
    list.mockResolvedValue({ ok: true, data: ITEMS });
    detail.mockResolvedValue(failure(error));
    renderInfos();

    await userEvent.click(
      await screen.findByRole('button', { name: 'システムメンテナンスのお知らせ' }),
    );

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(screen.getAllByRole('listitem')[0]).getByText('未読')).toBeInTheDocument();
  });

  it('offers the support site, support contact and the recommended environment', async () => {
    list.mockResolvedValue({ ok: true, data: [] });
    renderInfos();
    await screen.findByText('お知らせはありません');
    const site = screen.getByRole('link', { name: /^サポートサイト/ });
    expect(site).toHaveAttribute('href', SUPPORT_SITE_URL);
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: SUPPORT_MAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_MAIL}`,
    );
    expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toBeInTheDocument();
    expect(
      screen.getByText(
        '最新版の Google Chrome で、JavaScript と Cookie を有効にしてご利用ください。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ご利用環境について')).toBeInTheDocument();
  });
});
