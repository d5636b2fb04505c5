// A company message about the open candidate arrives through the live stream, without a reload.
import { fillTags, LIVE_CHANGES } from '@portal/shared/contract/cache';
import { act, screen } from '@testing-library/react';
import { resetLiveUpdates, startLiveUpdates } from '@portal/shared/live-updates';
import { refreshSidebarBadges } from '@portal/shared/frame-queries';
import { failure, installContractApi, ok } from '@portal/shared/test/contract-api';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import { candidateMessage } from '../../../test/candidate-fixtures';
import { renderAt, resetAfterTest } from '../../../test/render';
import { MessagesTab } from './messages-tab';

// The shell's sidebar refetches its badges when asked; here the ask is what counts.
jest.mock('@portal/shared/frame-queries');

// The sidebar badges are another area's call: reading the thread only asks for a refresh.
const refreshBadges = jest.mocked(refreshSidebarBadges);

/** The messages tab of candidate 9, on its page of site 25. */
const renderMessagesTab = () =>
  renderAt(
    '/25/employment-agency/applicants/1/jobs/2/9',
    '/:siteId/employment-agency/applicants/*',
    <MessagesTab candidateId={9} />,
  );

beforeEach(() => {
  resetLiveUpdates();
  FakeEventSource.install();
});
afterEach(() => {
  resetAfterTest();
  resetLiveUpdates();
});

it('shows a pushed company message about this candidate without a reload', async () => {
  let list = [candidateMessage(1, '初回のご連絡です')];
  installContractApi({
    'GET /candidates/{id}/messages': ({ params }) => (params.id === '9' ? ok(list) : failure(404)),
  });
  const stop = startLiveUpdates('25');
  renderMessagesTab();
  expect(await screen.findByText('初回のご連絡です')).toBeInTheDocument();
  // Reading the thread read the company's messages: the sidebar's counts are asked again.
  expect(refreshBadges).toHaveBeenCalled();
  list = [...list, candidateMessage(2, '一次面接の結果をお知らせします')];
  // Another candidate's message changes nothing here; this candidate's is fetched at once.
  act(() =>
    FakeEventSource.last().emit('candidate-messages', {
      type: 'candidate-messages',
      candidateId: 8,
      // What the api sends with it (api/src/live/stream-routes.ts).
      tags: fillTags(LIVE_CHANGES['candidate-messages'], { candidateId: 8 }),
    }),
  );
  act(() =>
    FakeEventSource.last().emit('candidate-messages', {
      type: 'candidate-messages',
      candidateId: 9,
      // What the api sends with it (api/src/live/stream-routes.ts).
      tags: fillTags(LIVE_CHANGES['candidate-messages'], { candidateId: 9 }),
    }),
  );
  expect(await screen.findByText('一次面接の結果をお知らせします')).toBeInTheDocument();
  // Closing the stream re-renders the tab (it polls while the stream is down).
  act(() => stop());
});

it('says メールで送信されました only under the other party’s messages that came by e-mail', async () => {
  installContractApi({
    'GET /candidates/{id}/messages': ok([
      { ...candidateMessage(1, '企業からのメールです'), sentFromEmail: true },
      {
        ...candidateMessage(2, '当社から送りました'),
        senderType: 'introduction_company',
        sentFromEmail: true,
      },
    ]),
  });
  renderMessagesTab();
  const theirs = (await screen.findByText('企業からのメールです')).closest('article')!;
  const mine = screen.getByText('当社から送りました').closest('article')!;
  expect(theirs).toHaveTextContent('メールで送信されました');
  expect(mine).not.toHaveTextContent('メールで送信されました');
  expect(screen.queryByText(/メールから送信/)).not.toBeInTheDocument();
});

it('shows a message as company chat does: formatted HTML kept, plain < > & as typed', async () => {
  installContractApi({
    'GET /candidates/{id}/messages': ok([
      candidateMessage(
        1,
        '<p>山田 太郎様</p><ul><li><p>日付：5月20日</p></li><li><p>場所：本社</p></li></ul><p><strong>内定</strong>です</p>',
      ),
      candidateMessage(2, '年収 < 600万円 & 残業 > 20時間\n二行目'),
    ]),
  });
  renderMessagesTab();
  const formatted = (await screen.findByText('山田 太郎様')).closest('article')!;
  expect(formatted.querySelectorAll('li')).toHaveLength(2);
  expect(formatted.querySelector('strong')).toHaveTextContent('内定');
  expect(formatted).not.toHaveTextContent('<p>');
  const plain = screen.getByText(/年収 < 600万円 & 残業 > 20時間/).closest('article')!;
  expect(plain.querySelector('br')).not.toBeNull();
  expect(plain).toHaveTextContent('二行目');
});

it('names the staff member of the agency who sent each of its messages (issue 22)', async () => {
  installContractApi({
    'GET /candidates/{id}/messages': ok([
      candidateMessage(1, '企業からです'),
      {
        ...candidateMessage(2, '当社からです'),
        senderType: 'introduction_company',
        sentBy: '佐藤 花子',
      },
      { ...candidateMessage(3, '以前の送信です'), senderType: 'introduction_company' },
    ]),
  });
  renderMessagesTab();
  const theirs = (await screen.findByText('企業からです')).closest('article')!;
  const named = screen.getByText('当社からです').closest('article')!;
  const older = screen.getByText('以前の送信です').closest('article')!;
  expect(named).toHaveTextContent('自社 ・ 送信者：佐藤 花子 ・');
  expect(theirs).not.toHaveTextContent('送信者');
  // Written before the sender was recorded: nothing is made up.
  expect(older).not.toHaveTextContent('送信者');
});

it('asks for the messages every minute only while the live stream is down', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const api = installContractApi({
    'GET /candidates/{id}/messages': ok([candidateMessage(1, '初回のご連絡です')]),
  });
  const reads = () => api.calls().filter((call) => call === 'GET /candidates/9/messages').length;
  const stop = startLiveUpdates('25');
  try {
    renderMessagesTab();
    expect(await screen.findByText('初回のご連絡です')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(reads()).toBe(2);
    // Connected: a company message is pushed; the tab stops asking.
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', tags: [] }));
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    expect(reads()).toBe(2);
  } finally {
    act(() => stop());
    jest.useRealTimers();
  }
});
