// The shell keeps the sidebar's badges current from the live stream, without a reload.
import { act, screen } from '@testing-library/react';
import { EMPTY_BADGES } from '@portal/shared/frame-queries';
import { resetLiveUpdates } from '@portal/shared/live-updates';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import { SiteLayout, answerLayoutCalls, renderAt, resetSharedStores } from '../test/render';

jest.mock('../app/browser');

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  resetLiveUpdates();
  answerLayoutCalls();
  FakeEventSource.install();
});

it('shows the メッセージ badge when a pushed event says a thread is unread', async () => {
  renderAt('/27/employment-agency/infos', <SiteLayout />);
  await screen.findByRole('navigation', { name: 'メインメニュー' });
  expect(FakeEventSource.last().url).toBe('/27/employment-agency/api/stream');
  expect(screen.queryAllByText(/未読メッセージ/)).toHaveLength(0);
  act(() =>
    FakeEventSource.last().emit('chat', {
      type: 'chat',
      badges: { ...EMPTY_BADGES, unreadThread: 1 },
    }),
  );
  expect(await screen.findAllByText(/未読メッセージ/)).not.toHaveLength(0);
});

it('opens no stream on sign-up pages (no session yet)', () => {
  renderAt('/27/employment-agency/signup/abc', <SiteLayout />);
  expect(FakeEventSource.instances).toHaveLength(0);
});
