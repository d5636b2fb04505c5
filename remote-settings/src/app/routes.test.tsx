import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteId } from '@portal/shared/site';
import {
  installContractApi,
  ok,
  uninstallContractApi,
  type Handlers,
} from '@portal/shared/test/contract-api';
import {
  accountSettings,
  EMPTY_ACCOUNT,
  NOTIFICATIONS_OFF,
  renderSettings,
} from '../test/render-settings';
import SettingsRoutes from './routes';
import { LocationProbe } from '@portal/shared/test/render';

/** The settings routes at `/{siteId}/employment-agency/settings{subPath}`, with the path shown. */
function renderAt(siteId: SiteId, subPath = '') {
  renderSettings(
    <>
      <SettingsRoutes />
      <LocationProbe />
    </>,
    siteId,
    subPath,
  );
}

/** What the settings page reads for a sub-account: its account, notifications and linked companies. */
const SUB_ACCOUNT_PAGE: Handlers = {
  'GET /settings/account': ok(accountSettings()),
  'GET /settings/notifications': ok(NOTIFICATIONS_OFF),
  'GET /settings/permit-matchings': ok([]),
};

/** The main account's page also reads its staff and the audit trail. */
const MAIN_ACCOUNT_PAGE: Handlers = {
  ...SUB_ACCOUNT_PAGE,
  'GET /settings/account': ok(accountSettings(EMPTY_ACCOUNT, 'main')),
  'GET /settings/staff': ok([]),
  'GET /audit-records': ok({ records: [], nextCursor: null }),
};

const scrollIntoView = jest.fn();

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockReset();
  installContractApi(SUB_ACCOUNT_PAGE);
});

afterEach(() => uninstallContractApi());

async function settled() {
  await screen.findByText('連携できる企業はありません');
  await screen.findAllByRole('radiogroup');
  await screen.findByRole('button', { name: '保存する' });
}

describe('SettingsRoutes', () => {
  it('shows the 各種設定 page with its menu and the three sections', async () => {
    renderAt('27');
    expect(screen.getByRole('heading', { level: 1, name: '各種設定' })).toBeInTheDocument();
    expect(screen.getByText(/アカウント情報、通知の受け取り、連携企業の設定/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '設定メニュー' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['アカウント設定', '通知設定', '連携企業設定', 'API連携']);
    for (const title of ['アカウント設定', '通知設定', '連携企業設定']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('region', { name: 'アカウント設定' })).getByRole('heading', {
        name: 'パスワード変更',
      }),
    ).toBeInTheDocument();
    await settled();
  });

  it('lists スタッフ and 操作履歴 in the menu for the main account only', async () => {
    installContractApi(MAIN_ACCOUNT_PAGE);
    renderAt('27');
    const menu = screen.getByRole('navigation', { name: '設定メニュー' });
    await within(menu).findByRole('link', { name: '操作履歴' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'アカウント設定',
      '通知設定',
      '連携企業設定',
      'スタッフ',
      '操作履歴',
      'API連携',
      'Webhook',
    ]);
    expect(await screen.findByRole('region', { name: '操作履歴' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the section a menu entry names', async () => {
    renderAt('27');
    await settled();
    const menu = screen.getByRole('navigation', { name: '設定メニュー' });

    await userEvent.click(within(menu).getByRole('link', { name: '連携企業設定' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: '連携企業設定' }),
    );

    // The focus follows: the next Tab continues inside the section.
    expect(screen.getByRole('region', { name: '連携企業設定' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('link', { name: '通知設定' }));
    expect(scrollIntoView.mock.contexts[1]).toBe(screen.getByRole('region', { name: '通知設定' }));
    expect(screen.getByRole('region', { name: '通知設定' })).toHaveFocus();
    // The router keeps the URL: no #hash is pushed.
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      /^\/27\/employment-agency\/settings$/,
    );
  });

  it('keeps the section at the top while the sections above it change height, until the user scrolls', async () => {
    // jsdom has no ResizeObserver: this one reports when the test says the page changed.
    const observers: { report: () => void; target: Element | null }[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      private entry: { report: () => void; target: Element | null };
      constructor(callback: () => void) {
        this.entry = { report: callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
        this.entry.report(); // as a real one does when it starts
      }
      disconnect() {
        this.entry.target = null;
      }
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    try {
      renderAt('27');
      await settled();
      const menu = screen.getByRole('navigation', { name: '設定メニュー' });
      await userEvent.click(within(menu).getByRole('link', { name: '連携企業設定' }));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      const watching = observers.at(-1)!;
      // The column of sections is watched; a section above grows: back to the section at once.
      expect(watching.target).toBe(
        screen.getByRole('region', { name: '連携企業設定' }).parentElement,
      );
      watching.report();
      expect(scrollIntoView).toHaveBeenCalledTimes(2);
      expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start' });
      // The user scrolls on their own: the page is theirs again.
      window.dispatchEvent(new Event('wheel'));
      expect(watching.target).toBeNull();
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('opens the API連携 page from the menu, at its own route', async () => {
    installContractApi({
      ...SUB_ACCOUNT_PAGE,
      'GET /settings/api-tokens': ok({
        tokens: [],
        subAccountsMayCreate: false,
        mayCreate: false,
        accountKind: 'sub',
      }),
    });
    renderAt('27');
    await settled();
    const menu = screen.getByRole('navigation', { name: '設定メニュー' });
    await userEvent.click(within(menu).getByRole('link', { name: 'API連携' }));
    // The page's code arrives first (the navigation waits for it in a transition).
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
        /^\/27\/employment-agency\/settings\/api-tokens$/,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'API連携' })).toBeInTheDocument();
    expect(await screen.findByText(/メインアカウントが許可していないため/)).toBeInTheDocument();
  });

  it("opens the main account's Webhook page from the menu, at its own route", async () => {
    installContractApi({ ...MAIN_ACCOUNT_PAGE, 'GET /settings/webhooks': ok([]) });
    renderAt('27');
    const menu = screen.getByRole('navigation', { name: '設定メニュー' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Webhook' }));
    // The page's code arrives first (the navigation waits for it in a transition).
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
        /^\/27\/employment-agency\/settings\/api\/webhooks$/,
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'API連携：Webhook' }),
    ).toBeInTheDocument();
  });

  it('names the document after the page', async () => {
    renderAt('27');
    await waitFor(() => expect(document.title).toBe('各種設定 | 紹介会社ポータル'));
    await settled();
  });

  it('returns an unknown sub-path to the top of the section', async () => {
    renderAt('mid', '/unknown');
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/mid/employment-agency/settings',
    );
    expect(screen.getByRole('heading', { level: 1, name: '各種設定' })).toBeInTheDocument();
    await settled();
  });
});
