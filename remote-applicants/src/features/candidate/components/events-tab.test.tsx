import { screen, waitFor } from '@testing-library/react';
import { installFakeApi, ok, uninstallFakeApi } from '@portal/shared/test/fake-api';
import { renderAt, resetQueries } from '../../../test/render';
import { EventsTab } from './events-tab';

afterEach(() => {
  uninstallFakeApi();
  resetQueries();
});

const dates = {
  tentativeEvents: [
    {
      id: 1,
      publishStart: '2027-01-12T01:00:00Z',
      publishEnd: '2027-01-12T02:00:00Z',
      isConfirmed: false,
    },
    {
      id: 2,
      publishStart: '2027-01-13T14:00:00Z',
      publishEnd: '2027-01-14T01:00:00Z',
      isConfirmed: false,
    },
    { id: 3, publishStart: null, publishEnd: null, isConfirmed: false },
  ],
  comment: '候補日です',
};

function renderTab(siteId: '25' | 'mid' = '25', history = []) {
  return renderAt(
    `/${siteId}/employment-agency/applicants/1/jobs/2/9`,
    '/:siteId/employment-agency/applicants/*',
    <EventsTab candidateId={9} siteId={siteId} history={history} />,
  );
}

it('shows dates with the end as a time on the same day and 未設定 when empty', async () => {
  installFakeApi({ 'GET /candidates/9/tentative-events': ok(dates) });
  renderTab();
  expect(await screen.findByText('2027/01/12 10:00 〜 11:00')).toBeInTheDocument();
  expect(screen.getByText('2027/01/13 23:00 〜 2027/01/14 10:00')).toBeInTheDocument();
  expect(screen.getByText('未設定 〜 未設定')).toBeInTheDocument();
  expect(screen.getByText('候補日です')).toBeInTheDocument();
});

it('confirms a date (確定済み, 日程を確定しました) and reloads the dates', async () => {
  const api = installFakeApi({
    'GET /candidates/9/tentative-events': ok(dates),
    'PATCH /candidates/9/tentative-events/1': ok({
      ...dates.tentativeEvents[0],
      isConfirmed: true,
      eventInfoId: 5,
    }),
  });
  const { user } = renderTab();
  const buttons = await screen.findAllByRole('button', { name: 'この日程で確定する' });
  api.set(
    'GET /candidates/9/tentative-events',
    ok({ ...dates, tentativeEvents: [{ ...dates.tentativeEvents[0], isConfirmed: true }] }),
  );
  await user.click(buttons[0]);
  expect(await screen.findByText('日程を確定しました')).toBeInTheDocument();
  expect(await screen.findByText('確定済み')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'この日程で確定する' })).not.toBeInTheDocument();
  expect(api.calls().filter((c) => c === 'GET /candidates/9/tentative-events')).toHaveLength(2);
});

it('sends other dates only when the text is not empty', async () => {
  const api = installFakeApi({
    'GET /candidates/9/tentative-events': ok(dates),
    'POST /candidates/9/tentative-events/rearrange': ok({ id: 1 }),
  });
  const { user } = renderTab();
  const send = await screen.findByRole('button', { name: '送信する' });
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('希望する日程'), '   ');
  expect(send).toBeDisabled();
  await user.type(screen.getByLabelText('希望する日程'), '15日午後');
  await user.click(send);
  expect(await screen.findByText('別の日程を送信しました')).toBeInTheDocument();
  expect(api.lastBody('POST /candidates/9/tentative-events/rearrange')).toMatchObject({
    anotherDateMemo: '15日午後',
  });
  await waitFor(() => expect(screen.getByLabelText('希望する日程')).toHaveValue(''));
});

it('shows the empty history text with 説明会・ when not mid', async () => {
  installFakeApi({
    'GET /candidates/9/tentative-events': ok({ tentativeEvents: [], comment: '' }),
  });
  renderTab('25');
  expect(await screen.findByText('説明会・面接情報がありません')).toBeInTheDocument();
});

it('shows the history with labels, times and meeting links; mid without 説明会・', async () => {
  installFakeApi({
    'GET /candidates/9/tentative-events': ok({ tentativeEvents: [], comment: '' }),
  });
  renderTab('mid', [
    {
      id: 1,
      eventInfoId: 1,
      eventTitle: '一次面接',
      status: '1',
      publishStart: '2027-01-12T04:00:00Z',
      publishEnd: '2027-01-12T05:00:00Z',
      place: '本社',
      address: '',
      googleMeetUrl: 'https://meet.google.com/x',
      msteamsMeetingUrl: null,
      zoomJoinUrl: null,
    },
  ] as never);
  expect(await screen.findByText('予約中')).toBeInTheDocument();
  expect(screen.getByText('2027/01/12 13:00 〜 14:00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'オンライン会議（Google Meet）' })).toHaveAttribute(
    'href',
    'https://meet.google.com/x',
  );
});
