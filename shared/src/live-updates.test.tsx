import { act, renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { EMPTY_BADGES, sidebarBadgesQuery, useSidebarBadges } from './frame-queries';
import { callQuery } from './call-query';
import { queryClient } from './query-client';
import {
  pollUnlessLive,
  resetLiveUpdates,
  startLiveUpdates,
  subscribeLive,
  useLiveConnected,
} from './live-updates';
import { installContractApi, ok, uninstallContractApi } from './test/contract-api';
import { FakeEventSource } from './test/fake-event-source';
import { queryWrapper as wrapper } from './test/render';

beforeEach(() => {
  FakeEventSource.install();
  queryClient.clear();
  resetLiveUpdates();
  jest.useFakeTimers();
});
afterEach(() => {
  resetLiveUpdates();
  uninstallContractApi();
  jest.useRealTimers();
});

const badges = { ...EMPTY_BADGES, unreadThread: 3 };
const cachedBadges = () => queryClient.getQueryData(sidebarBadgesQuery.queryKey);

describe('live updates', () => {
  it('opens one stream per page at the site api and closes it with the last user', () => {
    const stopA = startLiveUpdates('25');
    const stopB = startLiveUpdates('25');
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last().url).toBe('/25/employment-agency/api/stream');
    stopA();
    expect(FakeEventSource.last().closed).toBe(false);
    stopB();
    expect(FakeEventSource.last().closed).toBe(true);
  });

  it('puts pushed badges into the query cache and tells subscribers of that type', () => {
    startLiveUpdates('25');
    const chat = jest.fn();
    const candidate = jest.fn();
    subscribeLive('chat', chat);
    subscribeLive('candidate-messages', candidate);
    act(() => FakeEventSource.last().emit('chat', { type: 'chat', badges, threadId: 9, tags: [] }));
    expect(cachedBadges()?.unreadThread).toBe(3);
    expect(chat).toHaveBeenCalledWith(expect.objectContaining({ threadId: 9 }));
    expect(candidate).not.toHaveBeenCalled();
  });

  it('reopens the stream with a back-off after the server refused it (api restart)', () => {
    startLiveUpdates('mid');
    const first = FakeEventSource.last();
    act(() => first.fail());
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(FakeEventSource.instances).toHaveLength(2);
    const hello = jest.fn();
    subscribeLive('hello', hello);
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', badges, tags: [] }));
    expect(hello).toHaveBeenCalled();
  });

  it('ignores a malformed message', () => {
    startLiveUpdates('25');
    act(() => FakeEventSource.last().emitRaw('chat', '{oops'));
    expect(cachedBadges()).toBeUndefined();
  });
});

describe('live tags', () => {
  beforeEach(() => {
    jest.useRealTimers();
    window.history.replaceState({}, '', '/25/employment-agency/infos');
  });

  /** Two answers on screen (a thread, an announcement) and the sidebar's counts. */
  async function screenOf() {
    const fake = installContractApi({
      'GET /introduction-chat-threads/{threadId}/introduction-chat-messages': ok({
        threadId: 9,
        bulkSendId: 1,
        threadTitle: '面談',
        companyId: 1,
        companyName: '株式会社アルファ',
        messages: [],
      }),
      'GET /infos': ok([]),
      'GET /sidebar/badges': ok(EMPTY_BADGES),
    });
    const thread = renderHook(
      () =>
        useQuery(
          callQuery('/introduction-chat-threads/{threadId}/introduction-chat-messages', {
            params: { threadId: 9 },
          }),
        ),
      { wrapper },
    );
    const infos = renderHook(() => useQuery(callQuery('/infos')), { wrapper });
    renderHook(useSidebarBadges, { wrapper });
    await waitFor(() => expect(thread.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(infos.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(fake.calls()).toHaveLength(3));
    return fake;
  }

  it('refreshes the answers that carry a pushed tag, and no other (the badges came with it)', async () => {
    const fake = await screenOf();
    startLiveUpdates('25');
    act(() =>
      FakeEventSource.last().emit('hello', { type: 'hello', badges: EMPTY_BADGES, tags: [] }),
    );
    act(() =>
      FakeEventSource.last().emit('chat', {
        type: 'chat',
        badges,
        threadId: 9,
        tags: ['chat-groups', 'chat-threads', 'thread:9', 'badges'],
      }),
    );
    await waitFor(() => expect(fake.calls()).toHaveLength(4));
    expect(fake.calls().at(-1)).toBe('GET /introduction-chat-threads/9/introduction-chat-messages');
    expect(cachedBadges()?.unreadThread).toBe(3);
    // A change of another thread refreshes nothing on this screen.
    act(() => FakeEventSource.last().emit('chat', { type: 'chat', badges, tags: ['thread:10'] }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls()).toHaveLength(4);
  });

  it('writes the counts a read thread carries into the lists, and reads nothing again', async () => {
    const fake = installContractApi({
      'GET /introduction-chat-thread-groups': ok([
        {
          bulkSendId: 1,
          threadTitle: '面談',
          existUnreadThread: true,
          unreadCount: 2,
          companyNames: ['株式会社アルファ'],
          lastMessageAt: null,
        },
      ]),
      'GET /introduction-chat-groups/{id}/introduction-chat-threads': ok([
        {
          threadId: 9,
          companyId: 1,
          companyName: '株式会社アルファ',
          isUnread: true,
          lastMessageAt: null,
        },
      ]),
    });
    const groups = renderHook(() => useQuery(callQuery('/introduction-chat-thread-groups')), {
      wrapper,
    });
    const threads = renderHook(
      () =>
        useQuery(
          callQuery('/introduction-chat-groups/{id}/introduction-chat-threads', {
            params: { id: 1 },
          }),
        ),
      { wrapper },
    );
    await waitFor(() => expect(fake.calls()).toHaveLength(2));
    startLiveUpdates('25');
    act(() =>
      FakeEventSource.last().emit('chat-read', {
        type: 'chat-read',
        badges,
        threadId: 9,
        groups: [{ bulkSendId: 1, unreadCount: 1 }],
        tags: [],
      }),
    );
    await waitFor(() => expect(groups.result.current.data?.[0]?.unreadCount).toBe(1));
    await waitFor(() => expect(threads.result.current.data?.[0]?.isUnread).toBe(false));
    expect(groups.result.current.data?.[0]?.existUnreadThread).toBe(true);
    expect(fake.calls()).toHaveLength(2);
  });

  it("refreshes every answer on screen on a reconnection's hello, not on the first", async () => {
    const fake = await screenOf();
    startLiveUpdates('25');
    const hello = { type: 'hello', badges: EMPTY_BADGES, tags: [] };
    act(() => FakeEventSource.last().emit('hello', hello));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.calls()).toHaveLength(3);
    // The connection dropped and the browser reconnected: anything may have changed meanwhile.
    act(() => FakeEventSource.last().drop());
    act(() => FakeEventSource.last().emit('hello', hello));
    await waitFor(() => expect(fake.calls()).toHaveLength(5));
    expect(fake.calls().slice(3).sort()).toEqual([
      'GET /infos',
      'GET /introduction-chat-threads/9/introduction-chat-messages',
    ]);
  });

  it('says whether the stream is connected: false until it answers and after it dropped', () => {
    const { result } = renderHook(useLiveConnected);
    expect(result.current).toBe(false);
    startLiveUpdates('25');
    expect(result.current).toBe(false);
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', badges, tags: [] }));
    expect(result.current).toBe(true);
    act(() => FakeEventSource.last().drop());
    expect(result.current).toBe(false);
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', badges, tags: [] }));
    expect(result.current).toBe(true);
    act(() => resetLiveUpdates());
    expect(result.current).toBe(false);
  });
});

describe('pollUnlessLive', () => {
  it('polls while the stream is down, or when the answer carries none of the pushed tags', () => {
    const meta = { tags: ['jobs', 'job:5'] };
    expect(pollUnlessLive(2000, meta, ['job:5', 'bulk:5'])).toBe(2000);
    startLiveUpdates('25');
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', badges, tags: [] }));
    expect(pollUnlessLive(2000, meta, ['job:5', 'bulk:5'])).toBe(false);
    expect(pollUnlessLive(2000, undefined, ['job:5', 'bulk:5'])).toBe(2000);
    act(() => FakeEventSource.last().drop());
    expect(pollUnlessLive(2000, meta, ['job:5', 'bulk:5'])).toBe(2000);
  });
});
