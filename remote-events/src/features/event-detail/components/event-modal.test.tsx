import { screen, waitFor, within } from '@testing-library/react';
import type { NotReservingCandidate } from '@portal/shared/contract/events';
import { toast } from '@portal/shared/feedback';
import {
  failure,
  installContractApi,
  invalid,
  ok,
  uninstallContractApi,
} from '@portal/shared/test/contract-api';
import { eventDetail } from '../../../test/event-fixtures';
import { renderEvents } from '../../../test/render-events';
import { EventModal } from './event-modal';

const EVENT = eventDetail({
  id: 7,
  title: '会社説明会',
  eventStartTime: '2026-12-10T14:00:00+09:00',
  eventEndTime: '2026-12-10T15:30:00+09:00',
  content: '持ち物：筆記用具\n服装自由',
  zoomJoinUrl: 'https://zoom.us/j/1',
  entries: [
    {
      id: 31,
      name: 'ヤマダ タロウ',
      candidateName: '山田 太郎',
      candidateId: 101,
      applicantId: 11,
      jobInformationForIcId: 21,
      status: 1,
      reservedBy: '佐藤 花子',
      cancelledBy: null,
    },
    {
      id: 32,
      name: 'サトウ ヒナ',
      candidateName: '佐藤 陽菜',
      candidateId: 102,
      applicantId: 12,
      jobInformationForIcId: 21,
      status: 2,
      reservedBy: '佐藤 花子',
      cancelledBy: '鈴木 一郎',
    },
    {
      id: 33,
      name: 'スズキ ヒロト',
      candidateName: '鈴木 大翔',
      candidateId: 103,
      applicantId: 13,
      jobInformationForIcId: 21,
      status: 3,
      reservedBy: null,
      cancelledBy: null,
    },
    {
      id: 34,
      name: 'タカハシ ユイ',
      candidateName: '高橋 結衣',
      candidateId: 104,
      applicantId: 14,
      jobInformationForIcId: 21,
      status: 4,
      reservedBy: null,
      cancelledBy: null,
    },
  ],
});

const person = (id: number, kanji: string, kana: string): NotReservingCandidate => ({
  candidateId: id,
  applicantId: id + 100,
  jobInformationForIcId: 21,
  candidateName: kanji,
  name: kana,
});
const PEOPLE = [
  person(201, '田中 蓮', 'タナカ レン'),
  person(202, '伊藤 美咲', 'イトウ ミサキ'),
  person(203, '渡辺 悠真', 'ワタナベ ユウマ'),
];

// The 409 of a reservation over another booking of 田中 蓮. The fake types error bodies as
// { message, errors? }: the 409 carries its conflicts too.
const OVERLAP = {
  status: 409,
  body: {
    message: '同じ時間帯に他の予定が入っています。',
    conflicts: [
      {
        candidateId: 201,
        candidateName: '田中 蓮',
        eventInfoId: 99,
        eventTitle: '一次面接',
        companyName: '株式会社さくら商事',
        publishStart: '2026-12-20T10:00:00+09:00',
        publishEnd: '2026-12-20T11:00:00+09:00',
      },
    ],
  } as { message: string },
};

const onClose = jest.fn();
const renderModal = () => renderEvents(<EventModal eventId={7} onClose={onClose} />);

const DETAIL = 'GET /event-infos/7';
const CANDIDATES = 'GET /event-infos/{id}/not-reserving-candidates';
const RESERVE = 'POST /event-infos/{id}/event-entries';
const CANCEL = 'PATCH /event-infos/{id}/event-entries/{entryId}';

let fake: ReturnType<typeof installContractApi>;
const count = (call: string) => fake.calls().filter((made) => made === call).length;

let success: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  success = jest.spyOn(toast, 'success').mockImplementation(() => 1);
  error = jest.spyOn(toast, 'error').mockImplementation(() => 1);
  fake = installContractApi({
    'GET /event-infos/{id}': ok(EVENT),
    [CANDIDATES]: (request) => {
      const keyword = request.query.get('keyword');
      return ok(
        keyword
          ? PEOPLE.filter((p) => keyword.split(/\s+/).some((k) => p.candidateName.includes(k)))
          : PEOPLE,
      );
    },
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  uninstallContractApi();
});

describe('EventModal', () => {
  it('shows host, venue, the same-day time range, address, seats and content', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: '会社説明会' });
    const fact = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(fact('主催')).toHaveTextContent('株式会社さくらフィナンシャルグループ');
    expect(fact('会場')).toHaveTextContent('本社 12階');
    expect(fact('日時')).toHaveTextContent('2026/12/10 14:00 〜 15:30');
    expect(fact('住所')).toHaveTextContent('東京都千代田区大手町1-2-3');
    expect(fact('残り席数')).toHaveTextContent('5席（定員40名）');
    expect(fact('内容')).toHaveTextContent('持ち物：筆記用具 服装自由');
    expect(within(dialog).getByRole('link', { name: 'Zoom' })).toHaveAttribute(
      'href',
      'https://zoom.us/j/1',
    );
  });

  it('labels entries by status, opens a candidate in a new tab, offers キャンセル only for reserved ones', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: '会社説明会' });
    for (const label of ['予約済み', 'キャンセル済み', '参加済み', '不参加'])
      expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /の予約をキャンセル$/ })).toHaveLength(1);
    const link = screen.getByRole('link', { name: '山田 太郎（新しいタブで候補者詳細を開く）' });
    expect(link).toHaveAttribute('href', '/25/employment-agency/applicants/11/jobs/21/101');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the staff members of the agency who reserved and who cancelled (issue 22)', async () => {
    renderModal();
    await screen.findByRole('dialog', { name: '会社説明会' });
    const rows = within(screen.getByRole('region', { name: '予約者一覧' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('予約者：佐藤 花子');
    expect(rows[0]).not.toHaveTextContent('取消者');
    expect(rows[1]).toHaveTextContent('予約者：佐藤 花子');
    expect(rows[1]).toHaveTextContent('取消者：鈴木 一郎');
    // Rows written before the account was recorded name nobody.
    expect(rows[2]).not.toHaveTextContent('予約者');
  });

  it('cancels a reservation after キャンセルしますか？, then reloads; backing out sends nothing', async () => {
    fake.on(CANCEL, ok({ ...EVENT.entries[0]!, status: 2 }));
    const { user } = renderModal();
    const cancel = await screen.findByRole('button', { name: '山田 太郎の予約をキャンセル' });
    await user.click(cancel);
    const ask = screen.getByRole('dialog', { name: 'キャンセルしますか？' });
    await user.click(within(ask).getByRole('button', { name: '戻る' }));
    expect(fake.last(CANCEL)).toBeUndefined();
    await user.click(cancel);
    await user.click(
      within(screen.getByRole('dialog', { name: 'キャンセルしますか？' })).getByRole('button', {
        name: 'キャンセルする',
      }),
    );
    await waitFor(() =>
      expect(fake.last(CANCEL)).toMatchObject({
        path: '/event-infos/7/event-entries/31',
        body: { status: 'CANCELED' },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('候補者をキャンセルしました'));
    expect(count(DETAIL)).toBe(2);
    await waitFor(() => expect(screen.getByRole('heading', { name: '予約者一覧' })).toHaveFocus());
  });

  it('toasts the failure of a cancel', async () => {
    fake.on(CANCEL, failure(409, '処理できませんでした'));
    const { user } = renderModal();
    await user.click(await screen.findByRole('button', { name: '山田 太郎の予約をキャンセル' }));
    await user.click(screen.getByRole('button', { name: 'キャンセルする' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('候補者キャンセルに失敗しました'));
  });

  it('disables cancel and reserve after their deadlines, with the alert texts or their fallbacks', async () => {
    fake.on(
      'GET /event-infos/{id}',
      ok({ ...EVENT, isCancelExpired: true, isReservationExpired: true }),
    );
    const { unmount } = renderModal();
    expect(
      await screen.findByRole('button', { name: '山田 太郎の予約をキャンセル' }),
    ).toBeDisabled();
    expect(screen.getByText('キャンセル期限が過ぎています')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '予約する' })).toBeDisabled();
    expect(screen.getByText('予約期限が過ぎています')).toBeInTheDocument();
    expect(fake.last(CANDIDATES)).toBeUndefined();
    unmount();

    fake.on(
      'GET /event-infos/{id}',
      ok({
        ...EVENT,
        isCancelExpired: true,
        isReservationExpired: true,
        cancelAlertContent: 'キャンセルは電話で',
        reserveAlertContent: '受付終了しました',
      }),
    );
    renderModal();
    expect(await screen.findByText('キャンセルは電話で')).toBeInTheDocument();
    expect(screen.getByText('受付終了しました')).toBeInTheDocument();
  });

  it('moves names between the two lists, searches several names, and reserves them', async () => {
    fake.on(RESERVE, ok({ entries: [], vacancy: '3' }, 201));
    const { user } = renderModal();
    const results = await screen.findByRole('group', { name: '検索結果（3）' });
    await user.click(
      within(results).getByRole('button', { name: '田中 蓮を予約する候補者に追加' }),
    );
    expect(
      within(results).getByRole('button', { name: '伊藤 美咲を予約する候補者に追加' }),
    ).toHaveFocus();
    const chosen = screen.getByRole('group', { name: '予約する候補者（1）' });
    expect(within(chosen).getByText('田中 蓮')).toBeInTheDocument();
    await user.click(
      within(chosen).getByRole('button', { name: '田中 蓮を予約する候補者から外す' }),
    );
    expect(screen.getByRole('group', { name: '予約する候補者（0）' })).toHaveFocus();
    expect(screen.getByRole('group', { name: '検索結果（3）' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '候補者名で検索' }), '田中　渡辺');
    await user.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(fake.last(CANDIDATES)?.query.get('keyword')).toBe('田中　渡辺'));
    expect(fake.last(CANDIDATES)?.path).toBe('/event-infos/7/not-reserving-candidates');
    const found = await screen.findByRole('group', { name: '検索結果（2）' });
    await user.click(within(found).getByRole('button', { name: '田中 蓮を予約する候補者に追加' }));
    await user.click(
      within(screen.getByRole('group', { name: '検索結果（1）' })).getByRole('button', {
        name: '渡辺 悠真を予約する候補者に追加',
      }),
    );
    await user.click(screen.getByRole('button', { name: '予約する（2名）' }));
    await waitFor(() =>
      expect(fake.last(RESERVE)).toMatchObject({
        path: '/event-infos/7/event-entries',
        body: { candidateIds: [201, 203] },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('候補者を予約しました'));
    expect(screen.getByRole('group', { name: '予約する候補者（0）' })).toBeInTheDocument();
    expect(count(DETAIL)).toBe(2);
  });

  it('says 予約する候補者が選択されていません when nobody is picked, and shows the seats-left refusal', async () => {
    fake.on(RESERVE, invalid('candidateIds', '残り席数は1席です。2名を予約することはできません。'));
    const { user } = renderModal();
    await screen.findByRole('group', { name: '検索結果（3）' });
    await user.click(screen.getByRole('button', { name: '予約する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('予約する候補者が選択されていません');
    expect(fake.last(RESERVE)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: '田中 蓮を予約する候補者に追加' }));
    await user.click(screen.getByRole('button', { name: '伊藤 美咲を予約する候補者に追加' }));
    await user.click(screen.getByRole('button', { name: '予約する（2名）' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('残り席数は1席です。2名を予約することはできません。'),
    );
    expect(screen.getByRole('group', { name: '予約する候補者（2）' })).toBeInTheDocument();
  });

  it('asks before reserving over another booking of the same applicant, then reserves with allowConflict (issue 21)', async () => {
    fake.on(RESERVE, OVERLAP);
    const { user } = renderModal();
    await screen.findByRole('group', { name: '検索結果（3）' });
    await user.click(screen.getByRole('button', { name: '田中 蓮を予約する候補者に追加' }));
    await user.click(screen.getByRole('button', { name: '予約する（1名）' }));
    const dialog = await screen.findByRole('dialog', { name: '予定が重なっています' });
    expect(dialog).toHaveTextContent('田中 蓮：一次面接（株式会社さくら商事）');
    expect(dialog).toHaveTextContent('2026/12/20 10:00 〜 11:00');
    expect(error).not.toHaveBeenCalled();
    expect(fake.last(RESERVE)?.body).toMatchObject({ candidateIds: [201], allowConflict: false });

    // 戻る: nothing more is sent, the person stays picked.
    await user.click(within(dialog).getByRole('button', { name: '戻る' }));
    expect(screen.queryByRole('dialog', { name: '予定が重なっています' })).not.toBeInTheDocument();
    expect(count('POST /event-infos/7/event-entries')).toBe(1);
    expect(screen.getByRole('group', { name: '予約する候補者（1）' })).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
  });

  it('reserves anyway once the user agrees to the overlap', async () => {
    fake.on(RESERVE, (request) =>
      (request.body as { allowConflict?: boolean }).allowConflict
        ? ok({ entries: [], vacancy: '3' }, 201)
        : OVERLAP,
    );
    const { user } = renderModal();
    await screen.findByRole('group', { name: '検索結果（3）' });
    await user.click(screen.getByRole('button', { name: '田中 蓮を予約する候補者に追加' }));
    await user.click(screen.getByRole('button', { name: '予約する（1名）' }));
    const dialog = await screen.findByRole('dialog', { name: '予定が重なっています' });
    await user.click(within(dialog).getByRole('button', { name: '重複を承知で予約する' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('候補者を予約しました'));
    expect(fake.last(RESERVE)?.body).toMatchObject({ candidateIds: [201], allowConflict: true });
    expect(screen.getByRole('group', { name: '予約する候補者（0）' })).toBeInTheDocument();
  });

  it('asks before closing with people still picked, and closes at once without', async () => {
    const { user } = renderModal();
    await screen.findByRole('group', { name: '検索結果（3）' });
    await user.click(screen.getByRole('button', { name: '田中 蓮を予約する候補者に追加' }));
    const modal = screen.getByRole('dialog', { name: '会社説明会' });
    await user.click(within(modal).getAllByRole('button', { name: '閉じる' })[0]);
    const ask = screen.getByRole('dialog', { name: 'モーダルを閉じてよろしいですか？' });
    expect(ask).toHaveTextContent('現在登録中の情報は消滅します');
    await user.click(within(ask).getByRole('button', { name: 'キャンセル' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(
      within(screen.getByRole('dialog', { name: 'モーダルを閉じてよろしいですか？' })).getByRole(
        'button',
        { name: 'OK' },
      ),
    );
    expect(onClose).toHaveBeenCalledTimes(1);

    onClose.mockClear();
    await user.click(screen.getByRole('button', { name: '田中 蓮を予約する候補者から外す' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
