import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SiteLayout,
  answerLayoutCalls,
  callsOf,
  renderAt,
  resetSharedStores,
} from '../test/render';

jest.mock('../app/browser');

let api: ReturnType<typeof answerLayoutCalls>;
const badgeCalls = () => callsOf(api, 'GET /sidebar/badges');

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  api = answerLayoutCalls();
});

describe('Layout', () => {
  it('shows the header navigation, the company dropdown and the sidebar on a normal page', async () => {
    renderAt('/27/employment-agency/infos', <SiteLayout />);
    expect(await screen.findByRole('combobox', { name: '連携企業を選択' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '年度を選択' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    expect(screen.getByText('画面の本文')).toBeInTheDocument();
  });

  it('hides the header navigation and the company dropdown on sign-up pages', () => {
    renderAt('/27/employment-agency/signup/abc123', <SiteLayout />);
    expect(screen.getByRole('link', { name: /紹介会社ポータル/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '連携企業を選択' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '年度を選択' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '旧デザインを利用する' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'メインメニュー' })).not.toBeInTheDocument();
    // The visitor has no session yet: asking for badges would only answer 401.
    expect(badgeCalls()).toBe(0);
    expect(screen.getByText('画面の本文')).toBeInTheDocument();
  });

  it('ignores pointer input on the job preview and only there', async () => {
    const { unmount } = renderAt('/27/employment-agency/preview/job', <SiteLayout />);
    expect(screen.getByRole('banner').parentElement).toHaveStyle({ pointerEvents: 'none' });
    // Preview mode contacts no server: the shared client answers every call with null.
    await screen.findByRole('combobox', { name: '連携企業を選択' });
    expect(api.calls()).toEqual([]);
    unmount();

    renderAt('/27/employment-agency/jobs/search', <SiteLayout />);
    expect(screen.getByRole('banner').parentElement).toHaveStyle({ pointerEvents: 'auto' });
    await waitFor(() => expect(badgeCalls()).toBeGreaterThan(0));
  });

  it('refreshes the sidebar badges on mount and on every page change', async () => {
    renderAt('/27/employment-agency/infos', <SiteLayout />);
    await waitFor(() => expect(badgeCalls()).toBe(1));
    await userEvent.click(screen.getByRole('link', { name: 'メッセージ' }));
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/chat');
    await waitFor(() => expect(badgeCalls()).toBe(2));
  });
});
