import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@portal/shared/feedback';
import { installContractApi, ok, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderEvents } from '../../../test/render-events';
import { CalendarFeedPanel } from './calendar-feed-panel';

const URL_1 = 'http://portal.test/calendar/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const URL_2 = 'http://portal.test/calendar/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

let success: jest.SpyInstance;
beforeEach(() => {
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
});
afterEach(() => {
  jest.restoreAllMocks();
  uninstallContractApi();
});

describe('CalendarFeedPanel', () => {
  it('issues the URL, shows it with a copy button, and renews it only after confirming', async () => {
    const issued = [
      ok({ url: URL_1, issuedAt: '2026-11-23T03:00:00.000Z' }, 201),
      ok({ url: URL_2, issuedAt: '2026-11-23T04:00:00.000Z' }, 201),
    ];
    const fake = installContractApi({
      'GET /calendar-feed': ok({ issuedAt: null }),
      'POST /calendar-feed': () => issued.shift()!,
    });
    const issues = () => fake.calls().filter((call) => call === 'POST /calendar-feed').length;
    const { user } = renderEvents(<CalendarFeedPanel />);
    // After user-event's setup, which installs its own clipboard.
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(await screen.findByText('まだ URL が発行されていません。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'URL を発行する' }));
    expect(await screen.findByRole('textbox', { name: 'カレンダーの URL' })).toHaveValue(URL_1);
    await user.click(screen.getByRole('button', { name: 'コピー' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(success).toHaveBeenCalledWith('URL をコピーしました');

    await user.click(screen.getByRole('button', { name: 'URL を再発行する' }));
    const ask = screen.getByRole('dialog', { name: 'URL を再発行しますか？' });
    expect(ask).toHaveTextContent('以前の URL は使えなくなります');
    await user.click(within(ask).getByRole('button', { name: 'キャンセル' }));
    expect(issues()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'URL を再発行する' }));
    await user.click(screen.getByRole('button', { name: '再発行する' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'カレンダーの URL' })).toHaveValue(URL_2),
    );
  });

  it('says when the URL was issued, without showing it (only its digest is kept)', async () => {
    installContractApi({ 'GET /calendar-feed': ok({ issuedAt: '2026-11-20T01:30:00.000Z' }) });
    renderEvents(<CalendarFeedPanel />);
    expect(await screen.findByText(/URL は 2026\/11\/20 10:30 に発行済みです/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'URL を再発行する' })).toBeInTheDocument();
  });
});
