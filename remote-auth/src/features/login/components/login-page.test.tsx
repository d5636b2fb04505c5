import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getMatchedCompanies } from '@portal/shared/api-get-matched-companies';
import { getSidebarBadges } from '@portal/shared/api-get-sidebar-badges';
import type { LoginResponse } from '@portal/shared/contract';
import { toast } from '@portal/shared/feedback';
import type { Result } from '@portal/shared/http';
import { EMPTY_BADGES, resetBadgesStore, resetMatchedCompaniesStore } from '@portal/shared/stores';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { postLogin } from '../api/post-login';
import LoginPage from './login-page';

jest.mock('../api/post-login');
jest.mock('@portal/shared/api-get-matched-companies');
jest.mock('@portal/shared/api-get-sidebar-badges');

const login = jest.mocked(postLogin);

function Probe() {
  const { pathname, search } = useLocation();
  return <output aria-label="現在のパス">{`${pathname}${search}`}</output>;
}

function renderLogin(path = '/27/employment-agency/login') {
  window.history.replaceState({}, '', path);
  return render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:siteId/employment-agency/login" element={<LoginPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

async function fillAndSubmit(email = 'demo', password = 'portal-demo-2026') {
  await userEvent.type(screen.getByLabelText('メールアドレスまたはユーザーID'), email);
  await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

const LOGGED_IN: Result<LoginResponse> = {
  ok: true,
  data: {
    userId: 'demo',
    email: 'demo@agency.example',
    introductionCompanyName: 'デモ紹介株式会社',
  },
};

let success: jest.SpyInstance;
let error: jest.SpyInstance;

beforeEach(() => {
  jest.resetAllMocks();
  resetBadgesStore();
  resetMatchedCompaniesStore();
  jest.mocked(getSidebarBadges).mockResolvedValue({ ok: true, data: EMPTY_BADGES });
  jest.mocked(getMatchedCompanies).mockResolvedValue({ ok: true, data: [] });
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
});

afterEach(() => jest.restoreAllMocks());

describe('LoginPage', () => {
  it('shows the form with required badges, remember-me, links and the copyright', () => {
    renderLogin();
    const email = screen.getByLabelText('メールアドレスまたはユーザーID');
    const password = screen.getByLabelText('パスワード');
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getAllByText('必須')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: '次回から自動でログイン' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: '新規アカウント登録はこちら' })).toHaveAttribute(
      'href',
      '/27/employment-agency/welcome',
    );
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute(
      'href',
      '/27/employment-agency/forgot-password',
    );
    expect(within(screen.getByRole('contentinfo')).getByText(/^© 2026/)).toBeInTheDocument();
  });

  it('shows the new-graduate logo on a year site', () => {
    renderLogin('/25/employment-agency/login');
    expect(screen.getByRole('img', { name: '新卒採用 紹介会社ポータル' })).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: '中途採用 紹介会社ポータル' }),
    ).not.toBeInTheDocument();
  });

  it('shows the mid-career logo 398 px wide on mid', () => {
    renderLogin('/mid/employment-agency/login');
    expect(screen.getByRole('img', { name: '中途採用 紹介会社ポータル' })).toHaveAttribute(
      'width',
      '398',
    );
  });

  it('shows the alternate (mid-career) logo with the page flag ?page=chuto', () => {
    renderLogin('/27/employment-agency/login?page=chuto');
    expect(screen.getByRole('img', { name: '中途採用 紹介会社ポータル' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(
      screen.getByText('メールアドレスまたはユーザーIDを入力してください'),
    ).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, refreshes badges and linked companies and goes to the announcements', async () => {
    login.mockResolvedValue(LOGGED_IN);
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: '次回から自動でログイン' }));
    await fillAndSubmit(' demo ');

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos'),
    );
    expect(login).toHaveBeenCalledWith({
      email: 'demo',
      password: 'portal-demo-2026',
      remember_me: true,
    });
    expect(success).toHaveBeenCalledWith('ログインしました');
    expect(getSidebarBadges).toHaveBeenCalled();
    expect(getMatchedCompanies).toHaveBeenCalled();
  });

  it('marks the button busy while the request is in flight, keeping focus and refusing a second submit', async () => {
    let finish: (value: Result<LoginResponse>) => void = () => undefined;
    login.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'ログイン' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(login).toHaveBeenCalledTimes(1);
    finish(LOGGED_IN);
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos'),
    );
  });

  it('returns to the page a 401 came from (?returnTo=) after logging in', async () => {
    login.mockResolvedValue(LOGGED_IN);
    const page = '/27/employment-agency/chat/conversation/7?tab=files';
    renderLogin(`/27/employment-agency/login?returnTo=${encodeURIComponent(page)}`);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByLabelText('現在のパス')).toHaveTextContent(page));
  });

  it.each([
    'https://evil.example/27/employment-agency/settings',
    '//evil.example/27/employment-agency/settings',
    '/mid/employment-agency/settings',
    '/27/employment-agency/../../admin',
  ])('ignores the unsafe return target %s and goes to the announcements', async (target) => {
    login.mockResolvedValue(LOGGED_IN);
    renderLogin(`/27/employment-agency/login?returnTo=${encodeURIComponent(target)}`);
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
        /^\/27\/employment-agency\/infos$/,
      ),
    );
  });

  it('toasts the failure and shows the server message as the form error', async () => {
    login.mockResolvedValue({
      ok: false,
      error: {
        kind: 'http',
        status: 422,
        message: 'メールアドレスまたはパスワードが正しくありません。',
        body: {
          message: 'x',
          errors: { email: ['メールアドレスまたはパスワードが正しくありません。'] },
        },
      },
    });
    renderLogin();
    await fillAndSubmit('demo', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(error).toHaveBeenCalledWith('ログインに失敗しました');
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/login');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('falls back to ログインに失敗しました when the server gave no message', async () => {
    login.mockResolvedValue({
      ok: false,
      error: { kind: 'network', name: 'AxiosError', message: 'ネットワークエラー' },
    });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインに失敗しました');
    expect(error).toHaveBeenCalledWith('ログインに失敗しました');
  });
});
