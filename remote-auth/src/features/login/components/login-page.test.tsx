import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LoginResponse } from '@portal/shared/contract/auth';
import { matchedCompaniesQuery } from '@portal/shared/frame-queries';
import { queryClient } from '@portal/shared/query-client';
import {
  installContractApi,
  invalid,
  networkError,
  ok,
  type Handlers,
  type Reply,
} from '@portal/shared/test/contract-api';
import { PortalThemeProvider } from '@portal/shared/ui/theme';
import { watchFeedback } from '../../../test/render-auth';
import LoginPage from './login-page';
import { LocationProbe } from '@portal/shared/test/render';

function renderLogin(path = '/27/employment-agency/login') {
  window.history.replaceState({}, '', path);
  return render(
    <PortalThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:siteId/employment-agency/login" element={<LoginPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe withSearch />
      </MemoryRouter>
    </PortalThemeProvider>,
  );
}

async function fillAndSubmit(email = 'demo', password = 'portal-demo-2026') {
  await userEvent.type(screen.getByLabelText('メールアドレスまたはユーザーID'), email);
  await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

const LOGGED_IN = ok<LoginResponse>({
  userId: 'demo',
  email: 'demo@agency.example',
  introductionCompanyName: 'デモ紹介株式会社',
});

/** The login answer (the session's first screen, not the login page, loads its data). */
const answer = (login: Handlers['POST /login']) => installContractApi({ 'POST /login': login });

const feedback = watchFeedback();

beforeEach(() => {
  queryClient.clear();
});

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
    const fake = answer(LOGGED_IN);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(
      screen.getByText('メールアドレスまたはユーザーIDを入力してください'),
    ).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(fake.sequence).toEqual([]);
  });

  it("logs in, forgets the previous session's server state and goes to the announcements", async () => {
    const fake = answer(LOGGED_IN);
    // A draft an earlier session left (perhaps another user's) does not reach this one.
    localStorage.setItem('portal:draft:referral:27:3:7:register', '{}');
    localStorage.setItem('portal:drafts-session-ended', '1');
    queryClient.setQueryData(matchedCompaniesQuery.queryKey, [
      { id: 9, name: '前の利用者の連携企業' },
    ]);
    renderLogin();
    await userEvent.click(screen.getByRole('checkbox', { name: '次回から自動でログイン' }));
    await fillAndSubmit(' demo ');

    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos'),
    );
    expect(fake.last('POST /login')?.body).toEqual({
      email: 'demo',
      password: 'portal-demo-2026',
      remember_me: true,
      serviceType: 'new_graduate',
    });
    expect(feedback.success).toHaveBeenCalledWith('ログインしました');
    // The previous session's companies are gone: the first screen loads the new session's.
    expect(queryClient.getQueryData(matchedCompaniesQuery.queryKey)).toBeUndefined();
    expect(localStorage.getItem('portal:draft:referral:27:3:7:register')).toBeNull();
    expect(localStorage.getItem('portal:drafts-session-ended')).toBeNull();
  });

  it('marks the button busy while the request is in flight, keeping focus and refusing a second submit', async () => {
    let finish: (value: Reply<LoginResponse>) => void = () => undefined;
    const fake = answer(() => new Promise((resolve) => (finish = resolve)));
    renderLogin();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: 'ログイン' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(fake.calls()).toEqual(['POST /login']);
    finish(LOGGED_IN);
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos'),
    );
  });

  it('returns to the page a 401 came from (?returnTo=) after logging in', async () => {
    answer(LOGGED_IN);
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
    answer(LOGGED_IN);
    renderLogin(`/27/employment-agency/login?returnTo=${encodeURIComponent(target)}`);
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
        /^\/27\/employment-agency\/infos$/,
      ),
    );
  });

  it('toasts the failure and shows the server message as the form error', async () => {
    answer(invalid('email', 'メールアドレスまたはパスワードが正しくありません。'));
    renderLogin();
    await fillAndSubmit('demo', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスまたはパスワードが正しくありません。',
    );
    expect(feedback.error).toHaveBeenCalledWith('ログインに失敗しました');
    expect(feedback.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/login');
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  });

  it('falls back to ログインに失敗しました when the server gave no message', async () => {
    answer(networkError());
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('ログインに失敗しました');
    expect(feedback.error).toHaveBeenCalledWith('ログインに失敗しました');
  });
});
