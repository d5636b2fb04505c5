// A company message about the open candidate arrives through the live stream, without a reload.
import { act, screen } from '@testing-library/react';
import { resetLiveUpdates, startLiveUpdates } from '@portal/shared/live-updates';
import { installFakeApi, ok, uninstallFakeApi } from '@portal/shared/test/fake-api';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import { renderAt, resetQueries } from '../../../test/render';
import { MessagesTab } from './messages-tab';

const message = (id: number, messageContent: string) => ({
  id,
  senderType: 'job_company',
  messageContent,
  sentFromEmail: false,
  createdAt: '2026-11-20T01:00:00Z',
  attachments: [],
});

beforeEach(() => {
  resetLiveUpdates();
  FakeEventSource.install();
});
afterEach(() => {
  uninstallFakeApi();
  resetQueries();
  resetLiveUpdates();
});

it('shows a pushed company message about this candidate without a reload', async () => {
  let list = [message(1, '初回のご連絡です')];
  installFakeApi({
    'GET /candidates/9/messages': () => ok(list),
    'GET /sidebar/badges': ok({
      unreadThread: 0,
      importedJob: 0,
      unreadCandidateThread: 0,
      unmatchedCompany: 0,
    }),
  });
  const stop = startLiveUpdates('25');
  renderAt(
    '/25/employment-agency/applicants/1/jobs/2/9',
    '/:siteId/employment-agency/applicants/*',
    <MessagesTab candidateId={9} />,
  );
  expect(await screen.findByText('初回のご連絡です')).toBeInTheDocument();
  list = [...list, message(2, '一次面接の結果をお知らせします')];
  // Another candidate's message changes nothing here; this candidate's is fetched at once.
  act(() =>
    FakeEventSource.last().emit('candidate-messages', {
      type: 'candidate-messages',
      candidateId: 8,
    }),
  );
  act(() =>
    FakeEventSource.last().emit('candidate-messages', {
      type: 'candidate-messages',
      candidateId: 9,
    }),
  );
  expect(await screen.findByText('一次面接の結果をお知らせします')).toBeInTheDocument();
  stop();
});
