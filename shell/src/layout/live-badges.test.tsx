// The shell keeps the sidebar's badges current from the live stream, without a reload.
import { act, screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { EMPTY_BADGES } from '@portal/shared/stores';
import { resetLiveUpdates } from '@portal/shared/live-updates';
import { parseSiteId } from '@portal/shared/site';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import { answerLayoutCalls, renderAt, resetSharedStores } from '../test/render';
import { Layout } from './layout';

jest.mock('@portal/shared/api-get-matched-companies');
jest.mock('@portal/shared/api-get-sidebar-badges');
jest.mock('@portal/shared/api-get-support');
jest.mock('../app/browser');

function SiteLayout() {
  const { siteId } = useParams();
  return (
    <Routes>
      <Route element={<Layout siteId={parseSiteId(siteId)} />}>
        <Route path="*" element={<p>本文</p>} />
      </Route>
    </Routes>
  );
}

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
