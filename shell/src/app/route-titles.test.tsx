import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageTitle } from '@portal/shared/ui/page-title';
import { ANNOUNCE_DELAY_MS, ANNOUNCE_FALLBACK_MS } from '../layout/route-announcer';
import { answerLayoutCalls, renderApp, resetSharedStores } from '../test/render';
import { resetRemoteComponents } from '@portal/shared/ui/remote-mount';
import { loadRemoteComponent, type RemoteModuleId } from './remotes';

jest.mock('./remotes');
jest.mock('./browser');

/** Remotes that do not name their page: the route table's title is what the tab shows. */
function silentRemote(id: RemoteModuleId) {
  return function SilentRemote() {
    return <p>{id}</p>;
  };
}

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  resetRemoteComponents();
  answerLayoutCalls();
  jest.mocked(loadRemoteComponent).mockImplementation((id) => Promise.resolve(silentRemote(id)));
});

describe('document titles', () => {
  it.each([
    ['/25/employment-agency/login', 'ログイン | 紹介会社ポータル'],
    ['/25/employment-agency/forgot-password', 'パスワード再発行 | 紹介会社ポータル'],
    ['/25/employment-agency/reset-password?token=t', 'パスワード再設定 | 紹介会社ポータル'],
    ['/25/employment-agency/welcome', '企業コード認証 | 紹介会社ポータル'],
    ['/25/employment-agency/signup', 'アカウント登録 | 紹介会社ポータル'],
    ['/25/employment-agency/infos', 'お知らせ | 紹介会社ポータル'],
    ['/25/employment-agency/chat/conversation/3', 'メッセージ | 紹介会社ポータル'],
    ['/25/employment-agency/settings', '各種設定 | 紹介会社ポータル'],
    ['/25/employment-agency/jobs/search', '求人を探す | 紹介会社ポータル'],
    ['/25/employment-agency/applicants', '候補者管理 | 紹介会社ポータル'],
    ['/25/employment-agency/events', '説明会・面接動員 | 紹介会社ポータル'],
    ['/mid/employment-agency/events', '面接動員 | 紹介会社ポータル'],
  ])('names %s "%s"', async (path, title) => {
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("lets a page's own PageTitle outrank its section's title", async () => {
    jest.mocked(loadRemoteComponent).mockImplementation(() =>
      Promise.resolve(function Thread() {
        return <PageTitle>株式会社アルファとのメッセージ</PageTitle>;
      }),
    );
    const { unmount } = renderApp('/25/employment-agency/chat/conversation/3');
    await waitFor(() =>
      expect(document.title).toBe('株式会社アルファとのメッセージ | 紹介会社ポータル'),
    );
    unmount();
    expect(document.title).toBe('紹介会社ポータル');
  });
});

function politeRegion() {
  const region = screen
    .getAllByRole('status')
    .find((element) => element.getAttribute('aria-live') === 'polite');
  if (region === undefined) throw new Error('no polite live region');
  return region;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('route announcements', () => {
  it('announces the new page politely after an in-app navigation, not on the first load', async () => {
    jest.mocked(loadRemoteComponent).mockImplementation((id) =>
      Promise.resolve(function NamedPage() {
        return (
          <PageTitle>{id === 'remote_settings/Routes' ? 'アカウント情報' : 'お知らせ'}</PageTitle>
        );
      }),
    );
    renderApp('/25/employment-agency/infos');
    await screen.findByRole('heading', { name: 'お知らせ' });
    const region = politeRegion();
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('link', { name: '各種設定' }));
    await screen.findByRole('heading', { name: 'アカウント情報' });
    await wait(ANNOUNCE_DELAY_MS + 50);
    expect(region).toHaveTextContent('アカウント情報 | 紹介会社ポータル');
  });

  it("waits for a slow remote to name its page rather than announcing the section's title", async () => {
    renderApp('/25/employment-agency/infos');
    await screen.findByText('remote_messaging/Infos');
    const region = politeRegion();
    jest.mocked(loadRemoteComponent).mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve(function SlowPage() {
                return <PageTitle>求人検索</PageTitle>;
              }),
            ANNOUNCE_DELAY_MS * 2,
          ),
        ),
    );

    await userEvent.click(screen.getByRole('link', { name: /^求人を探す/ }));
    await wait(ANNOUNCE_DELAY_MS + 100);
    expect(region).toBeEmptyDOMElement();
    await screen.findByRole('heading', { name: '求人検索' });
    await wait(ANNOUNCE_DELAY_MS + 50);
    expect(region).toHaveTextContent('求人検索 | 紹介会社ポータル');
  });

  it("announces the section's title when a page never names itself", async () => {
    renderApp('/25/employment-agency/infos');
    await screen.findByText('remote_messaging/Infos');
    const region = politeRegion();

    await userEvent.click(screen.getByRole('link', { name: '各種設定' }));
    await screen.findByText('remote_settings/Routes');
    await wait(ANNOUNCE_DELAY_MS + 50);
    expect(region).toBeEmptyDOMElement();
    await wait(ANNOUNCE_FALLBACK_MS);
    expect(region).toHaveTextContent('各種設定 | 紹介会社ポータル');
  }, 10_000);
});
