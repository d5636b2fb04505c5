import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { EventInfo } from '@portal/shared/contract/events';
import { firstReadUrls } from '@portal/shared/route-remotes';
import { resetSelectedCompanyStore, useSelectedCompanyStore } from '@portal/shared/stores';
import {
  failure,
  installContractApi,
  ok,
  uninstallContractApi,
  type FakeRequest,
} from '@portal/shared/test/contract-api';
import { messages } from '../../../messages';
import { eventDetail } from '../../../test/event-fixtures';
import { renderEvents } from '../../../test/render-events';
import { EventModal } from '../../event-detail/components/event-modal';
import { CalendarSection } from './calendar-section';

const event = (
  id: number,
  day: string,
  time: string,
  companyName = '株式会社みらいソフトウェア',
  companyId = 3,
): EventInfo => ({
  id,
  title: `説明会${id}`,
  publishStartDateTime: `2026/11/${day} ${time}`,
  companyName,
  companyId,
});

const NOVEMBER = [
  event(1, '05', '10:00', '株式会社さくらフィナンシャルグループ', 1),
  ...['09:30', '11:00', '13:00', '14:30', '16:00', '18:00'].map((time, i) =>
    event(10 + i, '26', time),
  ),
];

const byMonth = (request: FakeRequest) =>
  ok(request.query.get('eventHeldMonth') === '2026/11' ? NOVEMBER : []);

let fake: ReturnType<typeof installContractApi>;
/** Each GET /event-infos as [month, company ids]. */
const listed = () =>
  fake.requests
    .filter((request) => request.path === '/event-infos')
    .map((request) => [
      request.query.get('eventHeldMonth'),
      request.query.getAll('jobCompanyIds').map(Number),
    ]);

const onOpen = jest.fn();
const renderCalendar = (path?: string) =>
  renderEvents(<CalendarSection onOpenEvent={onOpen} />, path);

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-11-23T12:00:00+09:00'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'hrtime',
    ],
  });
  fake = installContractApi({
    'GET /event-infos': byMonth,
    'GET /job-companies': ok([
      { id: 1, name: '株式会社さくらフィナンシャルグループ' },
      { id: 2, name: '東邦精機工業株式会社' },
      { id: 3, name: '株式会社みらいソフトウェア' },
    ]),
  });
  resetSelectedCompanyStore();
});
afterEach(() => {
  jest.useRealTimers();
  uninstallContractApi();
});

describe('CalendarSection', () => {
  it('shows the month as YYYY年MM月 and each event as time and title first, the company after', async () => {
    renderCalendar();
    expect(screen.getByRole('heading', { name: '2026年11月' })).toBeInTheDocument();
    const first = await screen.findByTitle('10:00 [株式会社さくらフィナンシャルグループ] 説明会1');
    // The first line is the time and the title, so a long company name cannot cut the title.
    const [line, company] = Array.from(first.children);
    expect(line).toHaveTextContent(/^10:00 説明会1$/);
    expect(company).toHaveTextContent(/^株式会社さくらフィナンシャルグループ$/);
    expect(first).toHaveTextContent('10:00 説明会1 株式会社さくらフィナンシャルグループ');
    expect(listed()).toContainEqual(['2026/11', []]);
  });

  it('opening the calendar sends each GET once', async () => {
    renderCalendar();
    await screen.findByText('他3件');
    // Settled: what the month needs has arrived; nothing more is on its way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const gets = fake.calls().filter((call) => call.startsWith('GET '));
    expect(gets.length).toBeGreaterThan(0);
    expect(new Set(gets).size).toBe(gets.length);
    expect(listed()).toEqual([['2026/11', []]]);
  });

  it("asks for the month as a deep link's early read does (so the page adopts its answer)", async () => {
    renderCalendar();
    await screen.findByText('他3件');
    const [read] = fake.requests.filter((request) => request.path === '/event-infos');
    expect(firstReadUrls('/25/employment-agency/events', '', new Date())).toContain(
      `/25/employment-agency/api${read!.path}?${read!.query.toString()}`,
    );
  });

  it('shows 他N件 without spaces when a day has more than three events', async () => {
    renderCalendar();
    expect(await screen.findByText('他3件')).toBeInTheDocument();
    expect(screen.queryByText(/他 \d+ 件/)).not.toBeInTheDocument();
  });

  it('lists the whole day behind 他N件 and opens an event from it', async () => {
    const { user } = renderCalendar();
    await user.click(await screen.findByText('他3件'));
    const day = screen.getByRole('dialog', { name: '2026/11/26 のイベント' });
    expect(within(day).getAllByRole('button', { name: /^\d{2}:\d{2} \[/ })).toHaveLength(6);
    await user.click(
      within(day).getByRole('button', { name: '18:00 [株式会社みらいソフトウェア] 説明会15' }),
    );
    expect(onOpen).toHaveBeenCalledWith(15);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('colours Sunday red and Saturday blue in the weekday header', async () => {
    renderCalendar();
    const sunday = document.querySelector('.fc-col-header-cell.fc-day-sun')!;
    const saturday = document.querySelector('.fc-col-header-cell.fc-day-sat')!;
    expect(sunday).toHaveTextContent('日');
    expect(saturday).toHaveTextContent('土');
    expect(getComputedStyle(sunday).color).toBe('rgb(192, 57, 43)');
    expect(getComputedStyle(saturday).color).toBe('rgb(29, 95, 168)');
    expect(
      getComputedStyle(document.querySelector('.fc-col-header-cell.fc-day-mon')!).color,
    ).not.toBe('rgb(192, 57, 43)');
  });

  it('moves by month and by year, loading each month with the overlay', async () => {
    let release: () => void = () => {};
    const { user } = renderCalendar();
    await screen.findByText('他3件');
    fake.on(
      'GET /event-infos',
      () =>
        new Promise((resolve) => {
          release = () => {
            fake.on('GET /event-infos', byMonth);
            resolve(ok([]));
          };
        }),
    );
    await user.click(screen.getByRole('button', { name: '次の月' }));
    expect(screen.getByRole('heading', { name: '2026年12月' })).toBeInTheDocument();
    expect(screen.getByText('イベント情報を読み込み中...')).toBeInTheDocument();
    await act(async () => release());
    await waitFor(() =>
      expect(screen.queryByText('イベント情報を読み込み中...')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('この月のイベントはありません')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次の年' }));
    expect(screen.getByRole('heading', { name: '2027年12月' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '前の年' }));
    await user.click(screen.getByRole('button', { name: '前の月' }));
    await user.click(screen.getByRole('button', { name: '前の月' }));
    expect(screen.getByRole('heading', { name: '2026年10月' })).toBeInTheDocument();
    expect(listed().map(([month]) => month)).toEqual(['2026/11', '2026/12', '2027/12', '2026/10']);
  });

  it('opens the clicked event', async () => {
    const { user } = renderCalendar();
    await user.click(
      await screen.findByTitle('10:00 [株式会社さくらフィナンシャルグループ] 説明会1'),
    );
    expect(onOpen).toHaveBeenCalledWith(1);
  });

  it('filters by checked companies, preselected from repeated ?companyId=', async () => {
    const { user } = renderCalendar('/25/employment-agency/events?companyId=2&companyId=3');
    await waitFor(() => expect(listed()).toContainEqual(['2026/11', [2, 3]]));
    expect(screen.getByText('2社で絞り込み中')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '絞り込み' }));
    const dialog = screen.getByRole('dialog', { name: '絞り込み' });
    expect(within(dialog).getByRole('checkbox', { name: '東邦精機工業株式会社' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: '株式会社みらいソフトウェア' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: '株式会社さくらフィナンシャルグループ' }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '東邦精機工業株式会社' }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: '株式会社さくらフィナンシャルグループ' }),
    );
    await user.click(within(dialog).getByRole('button', { name: '検索する' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listed().at(-1)).toEqual(['2026/11', [3, 1]]));
  });

  it('disables the filter while a company is chosen in the header, and shows only that company', async () => {
    useSelectedCompanyStore.setState({ selectedCompanyId: 1 });
    renderCalendar('/25/employment-agency/events?companyId=2');
    const button = screen.getByRole('button', { name: '絞り込み' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'ヘッダーで企業を選択中のため、絞り込みは使えません',
    );
    await waitFor(() => expect(listed()).toContainEqual(['2026/11', [1]]));
    expect(listed()).not.toContainEqual(['2026/11', [2]]);
    act(() => useSelectedCompanyStore.setState({ selectedCompanyId: null }));
    expect(screen.getByRole('button', { name: '絞り込み' })).toBeEnabled();
    await waitFor(() => expect(listed().at(-1)).toEqual(['2026/11', [2]]));
  });

  it('shows a failure with a retry', async () => {
    fake.on('GET /event-infos', () => {
      fake.on('GET /event-infos', byMonth);
      return failure(503, 'しばらくしてからお試しください');
    });
    const { user } = renderCalendar();
    expect(await screen.findByRole('alert')).toHaveTextContent('イベント情報の取得に失敗しました');
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('他3件')).toBeInTheDocument();
  });
});

describe('CalendarSection prefetch on intent', () => {
  /** The calendar with the event modal it opens, as the events page lays them out. */
  function CalendarWithModal() {
    const [openId, setOpenId] = useState<number | null>(null);
    return (
      <>
        <CalendarSection onOpenEvent={setOpenId} />
        {openId !== null ? <EventModal eventId={openId} onClose={() => setOpenId(null)} /> : null}
      </>
    );
  }

  const detailCalls = (id: number) =>
    fake.calls().filter((call) => call === `GET /event-infos/${id}`);

  beforeEach(() => {
    fake.on('GET /event-infos/{id}', (request) =>
      ok(eventDetail({ id: Number(request.params.id) })),
    );
    fake.on('GET /event-infos/{id}/not-reserving-candidates', ok([]));
  });

  it('loads an event hovered in the grid once, and its modal opens already loaded', async () => {
    const { user } = renderEvents(<CalendarWithModal />);
    const title = await screen.findByTitle('10:00 [株式会社さくらフィナンシャルグループ] 説明会1');
    const link = title.closest('.fc-event')!;
    expect(detailCalls(1)).toHaveLength(0);
    fireEvent.mouseEnter(link);
    await waitFor(() => expect(detailCalls(1)).toHaveLength(1));
    // Resting on it again, or moving within it, costs nothing: the prefetched entry is kept.
    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    fireEvent.mouseOver(title, { relatedTarget: link });
    expect(detailCalls(1)).toHaveLength(1);
    await user.click(title);
    // No loading line: the modal shows the prefetched event at once ...
    const dialog = screen.getByRole('dialog', { name: '説明会1' });
    expect(within(dialog).queryByText(messages.eventLoading)).not.toBeInTheDocument();
    expect(within(dialog).getByText('本社 12階')).toBeInTheDocument();
    // ... and, as every opening does (staleTime 0: seats change), refreshes it behind the scenes.
    await waitFor(() => expect(detailCalls(1)).toHaveLength(2));
    expect(screen.getByRole('dialog', { name: '説明会1' })).toBeInTheDocument();
  });

  it('loads an event focused in the grid', async () => {
    renderEvents(<CalendarWithModal />);
    const title = await screen.findByTitle('10:00 [株式会社さくらフィナンシャルグループ] 説明会1');
    fireEvent.focus(title.closest('.fc-event')!);
    await waitFor(() => expect(detailCalls(1)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads an event hovered or focused in the day list behind 他N件', async () => {
    const { user } = renderEvents(<CalendarWithModal />);
    await user.click(await screen.findByText('他3件'));
    const day = screen.getByRole('dialog', { name: '2026/11/26 のイベント' });
    const last = within(day).getByRole('button', {
      name: '18:00 [株式会社みらいソフトウェア] 説明会15',
    });
    fireEvent.mouseEnter(last);
    await waitFor(() => expect(detailCalls(15)).toHaveLength(1));
    fireEvent.focus(within(day).getByRole('button', { name: /説明会14$/ }));
    await waitFor(() => expect(detailCalls(14)).toHaveLength(1));
    await user.click(last);
    const dialog = screen.getByRole('dialog', { name: '説明会15' });
    expect(within(dialog).getByText('本社 12階')).toBeInTheDocument();
    await waitFor(() => expect(detailCalls(15)).toHaveLength(2));
  });
});
