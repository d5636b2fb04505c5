import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { matchedCompaniesQuery } from '@portal/shared/frame-queries';
import { toast } from '@portal/shared/feedback';
import { queryClient } from '@portal/shared/query-client';
import { parseSiteId } from '@portal/shared/site';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { openInNewTab } from '../app/browser';
import { postLogout } from '../features/logout/api/post-logout';
import { SUPPORT, answerLayoutCalls, callsOf, renderAt, resetSharedStores } from '../test/render';
import { Header } from './header';

jest.mock('../app/browser');
jest.mock('../features/logout/api/post-logout');

function SiteHeader() {
  const { siteId } = useParams();
  return <Header siteId={parseSiteId(siteId)} showNavigation />;
}

let success: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  answerLayoutCalls();
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
});

afterEach(() => jest.restoreAllMocks());

/** The logout ended on the service line's login page with one ログアウトしました and no error. */
async function expectLoggedOutTo(loginPath: string) {
  await waitFor(() => expect(screen.getByLabelText('現在のパス')).toHaveTextContent(loginPath));
  expect(success).toHaveBeenCalledTimes(1);
  expect(success).toHaveBeenCalledWith('ログアウトしました');
  expect(error).not.toHaveBeenCalled();
}

describe('Header', () => {
  it('links the logo to the announcements', () => {
    renderAt('/27/employment-agency/settings', <SiteHeader />);
    expect(screen.getByRole('link', { name: /紹介会社ポータル/ })).toHaveAttribute(
      'href',
      '/27/employment-agency/infos',
    );
  });

  it.each([
    ['25', '2025年卒'],
    ['mid', '中途採用'],
  ])('names the service line of site %s: %s', (siteId, label) => {
    renderAt(`/${siteId}/employment-agency/infos`, <SiteHeader />);
    expect(screen.getByRole('banner')).toHaveTextContent(label);
    expect(screen.getByText(label)).toHaveTextContent(`ご利用中のサービス：${label}`);
  });

  it.each([
    ['27', '/27/introduction/mypage'],
    ['mid', '/agent/mypage'],
  ])('opens the old design of site %s in a new tab', async (siteId, url) => {
    renderAt(`/${siteId}/employment-agency/infos`, <SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: '旧デザインを利用する' }));
    expect(openInNewTab).toHaveBeenCalledWith(url);
  });

  it('links the configured support site in a new tab without opener access', async () => {
    renderAt('/27/employment-agency/infos', <SiteHeader />);
    const link = await screen.findByRole('link', { name: 'サポートサイト' });
    expect(link).toHaveAttribute('href', SUPPORT.siteUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows no support link when the operator configured no support site', async () => {
    const api = answerLayoutCalls({ support: { ...SUPPORT, siteUrl: null } });
    renderAt('/27/employment-agency/infos', <SiteHeader />);
    await waitFor(() => expect(callsOf(api, 'GET /support')).toBe(1));
    expect(screen.queryByRole('link', { name: 'サポートサイト' })).not.toBeInTheDocument();
  });

  it('logs out with a toast and goes to the login page of the same service line', async () => {
    jest.mocked(postLogout).mockResolvedValue({ ok: true, data: null });
    useSelectedCompanyStore.getState().setSelectedCompanyId(5);
    localStorage.setItem('portal:draft:referral:mid:3:7:register', '{}');
    renderAt('/mid/employment-agency/chat', <SiteHeader />);
    queryClient.setQueryData(matchedCompaniesQuery.queryKey, [{ id: 5, name: '株式会社アルファ' }]);

    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));

    await expectLoggedOutTo('/mid/employment-agency/login');
    expect(postLogout).toHaveBeenCalledTimes(1);
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBeNull();
    expect(localStorage.getItem('portal:draft:referral:mid:3:7:register')).toBeNull();
    // The next user of the browser loads their own linked companies.
    expect(queryClient.getQueryData(matchedCompaniesQuery.queryKey)).toBeUndefined();
  });

  it('lets a form with unsaved typing ask before logging out (the leave guard)', async () => {
    jest.mocked(postLogout).mockResolvedValue({ ok: true, data: null });
    let proceed: (() => void) | undefined;
    const guard = (event: Event) => {
      event.preventDefault();
      proceed = (event as CustomEvent<{ proceed: () => void }>).detail.proceed;
    };
    window.addEventListener('portal:leave', guard);
    renderAt('/27/employment-agency/applicants/new', <SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(postLogout).not.toHaveBeenCalled();
    window.removeEventListener('portal:leave', guard);
    expect(proceed).toBeDefined();
    // The form's 移動する: the logout it starts updates the header (pending) as it goes.
    await act(async () => proceed?.());
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/login'),
    );
    expect(postLogout).toHaveBeenCalledTimes(1);
  });

  it('stays on the page with a failure toast when logout fails', async () => {
    jest.mocked(postLogout).mockResolvedValue({
      ok: false,
      error: { kind: 'network', name: 'AxiosError', message: 'ネットワークエラー' },
    });
    renderAt('/27/employment-agency/chat', <SiteHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(error).toHaveBeenCalledWith('ログアウトに失敗しました'));
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/chat');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeEnabled();
  });

  it('shows no second message after a server error the client already toasted', async () => {
    jest.mocked(postLogout).mockResolvedValue({
      ok: false,
      error: { kind: 'http', status: 500, body: {}, message: 'x', handled: 'toast' },
    });
    renderAt('/27/employment-agency/chat', <SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(postLogout).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'ログアウト' })).toBeEnabled());
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('says ログアウトしました, once, when the session had already expired', async () => {
    jest.mocked(postLogout).mockResolvedValue({
      ok: false,
      error: { kind: 'http', status: 401, body: {}, message: 'x', handled: 'redirect' },
    });
    renderAt('/27/employment-agency/chat', <SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    await expectLoggedOutTo('/27/employment-agency/login');
  });
});
