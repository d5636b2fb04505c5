import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@portal/shared/feedback';
import { openInNewTab } from '../app/browser';
import { postLogout } from '../features/logout/api/post-logout';
import {
  SUPPORT,
  SiteLayout,
  answerLayoutCalls,
  renderAt,
  resetSharedStores,
} from '../test/render';

jest.mock('../app/browser');
jest.mock('../features/logout/api/post-logout');

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  answerLayoutCalls();
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
});

afterEach(() => jest.restoreAllMocks());

async function openMenu() {
  const button = screen.getByRole('button', { name: 'メニュー' });
  await userEvent.click(button);
  return { button, drawer: screen.getByRole('dialog', { name: 'メニュー' }) };
}

describe('the メニュー drawer (below 900 px)', () => {
  it('opens with the focus inside and closes on Escape, giving the focus back to メニュー', async () => {
    renderAt('/25/employment-agency/infos', <SiteLayout />);
    const button = screen.getByRole('button', { name: 'メニュー' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const { drawer } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('button', { name: '閉じる' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the drawer', async () => {
    renderAt('/25/employment-agency/infos', <SiteLayout />);
    const { drawer } = await openMenu();
    await userEvent.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'ログアウト' })).toHaveFocus();
    await userEvent.tab();
    expect(within(drawer).getByRole('button', { name: '閉じる' })).toHaveFocus();
  });

  it('holds the five sections, the year, the old design, support and logout', async () => {
    renderAt('/mid/employment-agency/infos', <SiteLayout />);
    const { drawer } = await openMenu();
    const nav = within(drawer).getByRole('navigation', { name: 'メインメニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['求人を探す', '候補者管理', 'メッセージ', '面接動員', '各種設定']);
    expect(within(drawer).getByText('中途採用')).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: '年度を選択' })).toBeInTheDocument();
    const support = within(drawer).getByRole('link', { name: 'サポートサイト' });
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('href', SUPPORT.siteUrl);
    await userEvent.click(within(drawer).getByRole('button', { name: '旧デザインを利用する' }));
    expect(openInNewTab).toHaveBeenCalledWith('/agent/mypage');
  });

  it('closes after a section is chosen and moves there', async () => {
    renderAt('/25/employment-agency/infos', <SiteLayout />);
    const { button, drawer } = await openMenu();
    await userEvent.click(within(drawer).getByRole('link', { name: '各種設定' }));
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/25/employment-agency/settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('logs out from the drawer', async () => {
    jest.mocked(postLogout).mockResolvedValue({ ok: true, data: null });
    renderAt('/25/employment-agency/settings', <SiteLayout />);
    const { drawer } = await openMenu();
    await userEvent.click(within(drawer).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/25/employment-agency/login'),
    );
  });
});
