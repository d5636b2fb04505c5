import { screen, waitFor, within } from '@testing-library/react';
import type { CandidateEventHistoryItem } from '@portal/shared/contract/candidates';
import { EVENT_ENTRY_STATUS } from '@portal/shared/enums';
import { toast } from '@portal/shared/feedback';
import { failure, installContractApi, ok } from '@portal/shared/test/contract-api';
import { historyItem } from '../../../test/candidate-fixtures';
import { renderAt, resetAfterTest } from '../../../test/render';
import { EventsTab } from './events-tab';

afterEach(resetAfterTest);

const dates = {
  tentativeEvents: [
    {
      id: 1,
      publishStart: '2027-01-12T01:00:00Z',
      publishEnd: '2027-01-12T02:00:00Z',
      isConfirmed: false,
      confirmedBy: null,
    },
    {
      id: 2,
      publishStart: '2027-01-13T14:00:00Z',
      publishEnd: '2027-01-14T01:00:00Z',
      isConfirmed: false,
      confirmedBy: null,
    },
    { id: 3, publishStart: null, publishEnd: null, isConfirmed: false, confirmedBy: null },
  ],
  comment: '候補日です',
};

function renderTab(siteId: '25' | 'mid' = '25', history: CandidateEventHistoryItem[] = []) {
  return renderAt(
    `/${siteId}/employment-agency/applicants/1/jobs/2/9`,
    '/:siteId/employment-agency/applicants/*',
    <EventsTab candidateId={9} siteId={siteId} history={history} />,
  );
}

it('shows dates with the end as a time on the same day and 未設定 when empty', async () => {
  installContractApi({ 'GET /candidates/{id}/tentative-events': ok(dates) });
  renderTab();
  expect(await screen.findByText('2027/01/12 10:00 〜 11:00')).toBeInTheDocument();
  expect(screen.getByText('2027/01/13 23:00 〜 2027/01/14 10:00')).toBeInTheDocument();
  expect(screen.getByText('未設定 〜 未設定')).toBeInTheDocument();
  expect(screen.getByText('候補日です')).toBeInTheDocument();
});

it('says a failed load of the dates failed, never 調整中の日程はありません, and 再読み込み loads them', async () => {
  let fail = true;
  const api = installContractApi({
    'GET /candidates/{id}/tentative-events': () => (fail ? failure(503) : ok(dates)),
  });
  const { user } = renderTab();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('日程調整の読み込みに失敗しました');
  expect(screen.queryByText('調整中の日程はありません')).not.toBeInTheDocument();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: '再読み込み' }));
  expect(await screen.findByText('2027/01/12 10:00 〜 11:00')).toBeInTheDocument();
  expect(api.calls().filter((c) => c === 'GET /candidates/9/tentative-events')).toHaveLength(2);
});

it('confirms a date (確定済み, 日程を確定しました) and reloads the dates', async () => {
  const api = installContractApi({
    'GET /candidates/{id}/tentative-events': ok(dates),
    'PATCH /candidates/{id}/tentative-events/{eventId}': ok({
      ...dates.tentativeEvents[0],
      isConfirmed: true,
      confirmedBy: '佐藤 花子',
      eventInfoId: 5,
    }),
  });
  const { user } = renderTab();
  const buttons = await screen.findAllByRole('button', { name: 'この日程で確定する' });
  api.on(
    'GET /candidates/{id}/tentative-events',
    ok({
      ...dates,
      tentativeEvents: [
        { ...dates.tentativeEvents[0], isConfirmed: true, confirmedBy: '佐藤 花子' },
      ],
    }),
  );
  await user.click(buttons[0]);
  expect(await screen.findByText('日程を確定しました')).toBeInTheDocument();
  expect(await screen.findByText('確定済み')).toBeInTheDocument();
  // Issue 22: the staff member of the agency who confirmed it.
  expect(screen.getByText('確定者：佐藤 花子')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'この日程で確定する' })).not.toBeInTheDocument();
  expect(api.last('PATCH /candidates/{id}/tentative-events/{eventId}')?.path).toBe(
    '/candidates/9/tentative-events/1',
  );
  expect(api.calls().filter((c) => c === 'GET /candidates/9/tentative-events')).toHaveLength(2);
});

const CONFLICT = {
  candidateId: 9,
  candidateName: '山田 太郎',
  eventInfoId: 77,
  eventTitle: '一次面接',
  companyName: '株式会社さくら商事',
  publishStart: '2027-01-12T10:30:00+09:00',
  publishEnd: '2027-01-12T11:30:00+09:00',
};

it('marks a date that overlaps another booking and asks before confirming it (issue 21)', async () => {
  const marked = {
    ...dates,
    tentativeEvents: [{ ...dates.tentativeEvents[0], conflicts: [CONFLICT] }],
  };
  const api = installContractApi({
    'GET /candidates/{id}/tentative-events': ok(marked),
    'PATCH /candidates/{id}/tentative-events/{eventId}': (request) =>
      (request.body as { allowConflict?: boolean }).allowConflict
        ? ok({ ...dates.tentativeEvents[0], isConfirmed: true, confirmedBy: null, eventInfoId: 5 })
        : {
            status: 409,
            body: { message: '同じ時間帯に他の予定が入っています。', conflicts: [CONFLICT] },
          },
  });
  const error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
  const { user } = renderTab();
  const note = await screen.findByRole('note', { name: '他の1件の予定と時間が重なっています' });
  expect(note).toHaveTextContent('予定重複');
  expect(note).toHaveTextContent('一次面接（株式会社さくら商事）');

  await user.click(screen.getByRole('button', { name: 'この日程で確定する' }));
  const dialog = await screen.findByRole('dialog', { name: '予定が重なっています' });
  expect(dialog).toHaveTextContent('このまま確定しますか？');
  expect(dialog).toHaveTextContent('2027/01/12 10:30 〜 11:30');
  expect(error).not.toHaveBeenCalled();
  expect(api.last('PATCH /candidates/{id}/tentative-events/{eventId}')?.body).toEqual({});

  await user.click(within(dialog).getByRole('button', { name: '重複を承知で確定する' }));
  expect(await screen.findByText('日程を確定しました')).toBeInTheDocument();
  expect(api.last('PATCH /candidates/{id}/tentative-events/{eventId}')?.body).toEqual({
    allowConflict: true,
  });
  error.mockRestore();
});

it('marks a reservation of the history that overlaps another booking', async () => {
  installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ ...dates, tentativeEvents: [] }),
  });
  renderTab('25', [
    historyItem({
      eventInfoId: 5,
      status: String(EVENT_ENTRY_STATUS.RESERVED),
      publishStart: '2027-01-12T01:00:00Z',
      publishEnd: '2027-01-12T02:30:00Z',
      conflicts: [CONFLICT],
    }),
  ]);
  const history = await screen.findByRole('list', { name: '履歴' });
  const note = within(history).getByRole('note', { name: '他の1件の予定と時間が重なっています' });
  expect(note).toHaveTextContent('一次面接（株式会社さくら商事）');
});

it('sends other dates only when the text is not empty', async () => {
  const api = installContractApi({
    'GET /candidates/{id}/tentative-events': ok(dates),
    'POST /candidates/{id}/tentative-events/rearrange': ok({ id: 1 }, 201),
  });
  const { user } = renderTab();
  const send = await screen.findByRole('button', { name: '送信する' });
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('希望する日程'), '   ');
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('希望する日程'), '15日午後');
  await user.click(send);
  expect(await screen.findByText('別の日程を送信しました')).toBeInTheDocument();
  expect(api.last('POST /candidates/{id}/tentative-events/rearrange')?.body).toMatchObject({
    anotherDateMemo: '15日午後',
  });
  await waitFor(() => expect(screen.getByLabelText('希望する日程')).toHaveValue(''));
});

it('shows the empty history text with 説明会・ when not mid', async () => {
  installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ tentativeEvents: [], comment: '' }),
  });
  renderTab('25');
  expect(await screen.findByText('説明会・面接情報がありません')).toBeInTheDocument();
});

it('shows the history with labels, times and meeting links; mid without 説明会・', async () => {
  installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ tentativeEvents: [], comment: '' }),
  });
  renderTab('mid', [
    historyItem({
      eventTitle: '一次面接',
      place: '本社',
      googleMeetUrl: 'https://meet.google.com/x',
      reservedBy: '佐藤 花子',
    }),
    historyItem({
      id: 2,
      eventInfoId: 2,
      status: '2',
      publishStart: '2027-01-10T04:00:00Z',
      publishEnd: '2027-01-10T05:00:00Z',
      reservedBy: '佐藤 花子',
      cancelledBy: '鈴木 一郎',
    }),
  ]);
  expect(await screen.findByText('予約中')).toBeInTheDocument();
  // Issue 22: who of the agency reserved, and who cancelled.
  const [first, second] = within(screen.getByRole('list', { name: '履歴' })).getAllByRole(
    'listitem',
  );
  expect(first).toHaveTextContent('予約者：佐藤 花子');
  expect(first).not.toHaveTextContent('取消者');
  expect(second).toHaveTextContent('予約者：佐藤 花子');
  expect(second).toHaveTextContent('取消者：鈴木 一郎');
  expect(screen.getByText('2027/01/12 13:00 〜 14:00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'オンライン会議（Google Meet）' })).toHaveAttribute(
    'href',
    'https://meet.google.com/x',
  );
});

const reserved = (over: Partial<CandidateEventHistoryItem>): CandidateEventHistoryItem =>
  historyItem({ id: 31, eventInfoId: 7, place: '本社', ...over });

it('cancels a reservation from the history, asking first ({eventTitle}をキャンセルしました)', async () => {
  const success = jest.spyOn(toast, 'success');
  const api = installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ tentativeEvents: [], comment: '' }),
    'GET /candidates/{id}/event-history': ok([]),
    'PATCH /event-infos/{id}/event-entries/{entryId}': ok({
      id: 31,
      name: 'サトウ ハナコ',
      candidateName: '佐藤 花子',
      candidateId: 9,
      applicantId: 1,
      jobInformationForIcId: 2,
      status: EVENT_ENTRY_STATUS.CANCELED,
      reservedBy: '佐藤 花子',
      cancelledBy: '佐藤 花子',
    }),
  });
  const { user } = renderTab('25', [reserved({})]);
  await user.click(await screen.findByRole('button', { name: '会社説明会の予約をキャンセル' }));
  const ask = screen.getByRole('dialog', { name: 'キャンセルしますか？' });
  await user.click(within(ask).getByRole('button', { name: '戻る' }));
  expect(api.last('PATCH /event-infos/{id}/event-entries/{entryId}')).toBeUndefined();
  await user.click(screen.getByRole('button', { name: '会社説明会の予約をキャンセル' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'キャンセルしますか？' })).getByRole('button', {
      name: 'キャンセルする',
    }),
  );
  await waitFor(() => expect(success).toHaveBeenCalledWith('会社説明会をキャンセルしました'));
  const sent = api.last('PATCH /event-infos/{id}/event-entries/{entryId}');
  expect(sent?.path).toBe('/event-infos/7/event-entries/31');
  expect(sent?.body).toEqual({ status: 'CANCELED' });
  success.mockRestore();
});

it('says キャンセルに失敗しました when the cancel fails', async () => {
  const error = jest.spyOn(toast, 'error');
  installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ tentativeEvents: [], comment: '' }),
    'PATCH /event-infos/{id}/event-entries/{entryId}': failure(403),
  });
  const { user } = renderTab('25', [reserved({})]);
  await user.click(await screen.findByRole('button', { name: '会社説明会の予約をキャンセル' }));
  await user.click(screen.getByRole('button', { name: 'キャンセルする' }));
  await waitFor(() => expect(error).toHaveBeenCalledWith('キャンセルに失敗しました'));
  error.mockRestore();
});

it('past the cancel deadline shows the company’s text instead of キャンセル', async () => {
  installContractApi({
    'GET /candidates/{id}/tentative-events': ok({ tentativeEvents: [], comment: '' }),
  });
  renderTab('25', [reserved({ isCancelExpired: true, cancelAlertContent: '前日以降はお電話で' })]);
  expect(await screen.findByText('前日以降はお電話で')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /予約をキャンセル/ })).not.toBeInTheDocument();
});
