// A company message about the open candidate arrives through the live stream, without a reload.
import { act, screen } from '@testing-library/react';
import { resetLiveUpdates, startLiveUpdates } from '@portal/shared/live-updates';
import type { CandidateMessage } from '@portal/shared/contract/candidates';
import { useBadgesStore } from '@portal/shared/stores';
import {
  failure,
  installContractApi,
  ok,
  uninstallContractApi,
} from '@portal/shared/test/contract-api';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import { renderAt, resetQueries } from '../../../test/render';
import { MessagesTab } from './messages-tab';

const message = (id: number, messageContent: string): CandidateMessage => ({
  id,
  senderType: 'job_company',
  messageContent,
  sentFromEmail: false,
  createdAt: '2026-11-20T01:00:00Z',
  attachments: [],
});

// The sidebar badges are another area's call: reading the thread only asks for a refresh.
const refreshBadges = jest.fn(async () => undefined);

beforeEach(() => {
  useBadgesStore.setState({ refresh: refreshBadges });
  resetLiveUpdates();
  FakeEventSource.install();
});
afterEach(() => {
  uninstallContractApi();
  resetQueries();
  resetLiveUpdates();
});

it('shows a pushed company message about this candidate without a reload', async () => {
  let list = [message(1, '初回のご連絡です')];
  installContractApi({
    'GET /candidates/{id}/messages': ({ params }) => (params.id === '9' ? ok(list) : failure(404)),
  });
  const stop = startLiveUpdates('25');
  renderAt(
    '/25/employment-agency/applicants/1/jobs/2/9',
    '/:siteId/employment-agency/applicants/*',
    <MessagesTab candidateId={9} />,
  );
  expect(await screen.findByText('初回のご連絡です')).toBeInTheDocument();
  // Reading the thread read the company's messages: the sidebar's counts are asked again.
  expect(refreshBadges).toHaveBeenCalled();
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

it('says メールで送信されました only under the other party’s messages that came by e-mail', async () => {
  installContractApi({
    'GET /candidates/{id}/messages': ok([
      { ...message(1, '企業からのメールです'), sentFromEmail: true },
      {
        ...message(2, '当社から送りました'),
        senderType: 'introduction_company',
        sentFromEmail: true,
      },
    ]),
  });
  renderAt(
    '/25/employment-agency/applicants/1/jobs/2/9',
    '/:siteId/employment-agency/applicants/*',
    <MessagesTab candidateId={9} />,
  );
  const theirs = (await screen.findByText('企業からのメールです')).parentElement!;
  const mine = screen.getByText('当社から送りました').parentElement!;
  expect(theirs).toHaveTextContent('メールで送信されました');
  expect(mine).not.toHaveTextContent('メールで送信されました');
  expect(screen.queryByText(/メールから送信/)).not.toBeInTheDocument();
});
