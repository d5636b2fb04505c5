import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { EMPTY_BADGES, setSidebarBadges } from '@portal/shared/frame-queries';
import { applicantPagesQuery } from '@portal/shared/applicant-search';
import { queryClient } from '@portal/shared/query-client';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { ok } from '@portal/shared/test/contract-api';
import { threadGroupsQuery } from '@portal/shared/thread-groups';
import { parseSiteId } from '@portal/shared/site';
import { openInNewTab } from '../app/browser';
import { answerLayoutCalls, callsOf, renderAt, resetSharedStores } from '../test/render';
import { Sidebar } from './sidebar';
import { setRegistrySections } from '../app/registry';
import { REGISTRY_WITH_SECTION } from '../test/registry-fixture';

jest.mock('../app/browser');

function SiteSidebar() {
  const { siteId } = useParams();
  return <Sidebar siteId={parseSiteId(siteId)} />;
}

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  answerLayoutCalls();
});
afterEach(() => setRegistrySections(null));

describe('Sidebar', () => {
  it("starts a section's first read on the link's hover or focus, once, into the page's cache entry", async () => {
    act(() => useSelectedCompanyStore.getState().setSelectedCompanyId(7));
    const api = answerLayoutCalls({
      more: {
        'GET /applicants': ok({ items: [], total: 0, nextCursor: null }),
        'GET /introduction-chat-thread-groups': ok([]),
      },
    });
    renderAt('/25/employment-agency/infos', <SiteSidebar />);

    await userEvent.hover(screen.getByRole('link', { name: /候補者管理/ }));
    await waitFor(() =>
      expect(queryClient.getQueryData(applicantPagesQuery('').queryKey)).toBeDefined(),
    );
    // Resting on it again, or clicking, asks nothing more: the answer is fresh.
    await userEvent.unhover(screen.getByRole('link', { name: /候補者管理/ }));
    await userEvent.hover(screen.getByRole('link', { name: /候補者管理/ }));

    act(() => screen.getByRole('link', { name: /メッセージ/ }).focus());
    await waitFor(() =>
      expect(queryClient.getQueryData(threadGroupsQuery(7).queryKey)).toEqual([]),
    );
    expect(api.last('GET /introduction-chat-thread-groups')?.query.get('selectedCompanyId')).toBe(
      '7',
    );

    // A section without a declared first read asks nothing.
    await userEvent.hover(screen.getByRole('link', { name: /各種設定/ }));
    expect(callsOf(api, 'GET /applicants')).toBe(1);
    expect(callsOf(api, 'GET /introduction-chat-thread-groups')).toBe(1);
    expect(api.calls().filter((call) => !/sidebar|job-companies|support/.test(call))).toEqual([
      'GET /applicants',
      'GET /introduction-chat-thread-groups',
    ]);
  });

  it('lists the five sections with the new-graduate wording', () => {
    renderAt('/27/employment-agency/infos', <SiteSidebar />);
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      '求人を探す',
      '候補者管理',
      'メッセージ',
      '説明会・面接動員',
      '各種設定',
    ]);
    expect(screen.getByRole('link', { name: '説明会・面接動員' })).toHaveAttribute(
      'href',
      '/27/employment-agency/events',
    );
  });

  it('labels the events entry 面接動員 on mid', () => {
    renderAt('/mid/employment-agency/infos', <SiteSidebar />);
    expect(screen.getByRole('link', { name: '面接動員' })).toHaveAttribute(
      'href',
      '/mid/employment-agency/events',
    );
    expect(screen.queryByText('説明会・面接動員')).not.toBeInTheDocument();
  });

  it('shows a badge dot with its tooltip only where the count is above 0', async () => {
    act(() =>
      setSidebarBadges({
        ...EMPTY_BADGES,
        importedJob: 2,
        unreadThread: 1,
        unreadCandidateThread: 0,
        unmatchedCompany: 4,
      }),
    );
    renderAt('/27/employment-agency/infos', <SiteSidebar />);

    const jobs = screen.getByRole('link', { name: /求人を探す/ });
    const applicants = screen.getByRole('link', { name: /候補者管理/ });
    const chat = screen.getByRole('link', { name: /メッセージ/ });
    const settings = screen.getByRole('link', { name: /各種設定/ });
    expect(jobs).toHaveAccessibleName('求人を探す 一括紹介の履歴があります');
    expect(chat).toHaveAccessibleName('メッセージ 未読メッセージがあります');
    expect(settings).toHaveAccessibleName('各種設定 連携待ちの企業があります');
    expect(applicants).toHaveAccessibleName('候補者管理');
    expect(document.querySelectorAll('[data-badge-dot]')).toHaveLength(3);

    const settingsDot = settings.querySelector('[data-badge-dot]');
    expect(settingsDot).not.toBeNull();
    await userEvent.hover(settingsDot as Element);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('連携待ちの企業があります');
  });

  it('shows no dot at all when every count is 0', () => {
    renderAt('/27/employment-agency/infos', <SiteSidebar />);
    expect(document.querySelectorAll('[data-badge-dot]')).toHaveLength(0);
  });

  it('highlights the section of the current page', () => {
    renderAt('/27/employment-agency/jobs/info/12', <SiteSidebar />);
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: '候補者管理' })).not.toHaveAttribute('aria-current');
  });

  it('moves within the app on a normal click', async () => {
    renderAt('/27/employment-agency/infos', <SiteSidebar />);
    await userEvent.click(screen.getByRole('link', { name: '候補者管理' }));
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/27/employment-agency/applicants',
    );
    expect(openInNewTab).not.toHaveBeenCalled();
  });

  it.each([['ctrlKey'], ['metaKey']])(
    'opens a new tab on a %s click and stays on the page',
    async (key) => {
      renderAt('/27/employment-agency/infos', <SiteSidebar />);
      fireEvent.click(screen.getByRole('link', { name: '各種設定' }), { [key]: true });
      await waitFor(() =>
        expect(openInNewTab).toHaveBeenCalledWith('/27/employment-agency/settings'),
      );
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/27/employment-agency/infos');
    },
  );

  it("adds a registry section's entry at its order, with its icon and its badge source", () => {
    setRegistrySections(REGISTRY_WITH_SECTION);
    // Its badge: the count the registry names, live like the others.
    act(() => setSidebarBadges({ ...EMPTY_BADGES, overdueTask: 3 }));
    renderAt('/27/employment-agency/reports/summary', <SiteSidebar />);
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'レポート期限切れがあります',
      '求人を探す',
      '候補者管理',
      'メッセージ',
      '説明会・面接動員',
      '各種設定',
    ]);
    expect(links[0]).toHaveAttribute('href', '/27/employment-agency/reports/summary');
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[0].querySelector('svg path')).toHaveAttribute('d', 'M4 4h7v7H4z');
    expect(links[0]).toHaveAccessibleName('レポート 期限切れがあります');
    expect(links[0].querySelector('[data-badge-dot]')).not.toBeNull();
  });

  it('lists no entry of a section whose remote the registry does not name', () => {
    setRegistrySections({ ...REGISTRY_WITH_SECTION, remote_reports: undefined });
    renderAt('/27/employment-agency/infos', <SiteSidebar />);
    expect(screen.queryByRole('link', { name: /レポート/ })).not.toBeInTheDocument();
  });
});
