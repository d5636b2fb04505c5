import { act } from '@testing-library/react';
import { EMPTY_BADGES, sidebarBadgesQuery } from './api-get-sidebar-badges';
import { queryClient } from './query-client';
import { resetLiveUpdates, startLiveUpdates, subscribeLive } from './live-updates';
import { FakeEventSource } from './test/fake-event-source';

beforeEach(() => {
  FakeEventSource.install();
  queryClient.clear();
  resetLiveUpdates();
  jest.useFakeTimers();
});
afterEach(() => {
  resetLiveUpdates();
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
    act(() => FakeEventSource.last().emit('chat', { type: 'chat', badges, threadId: 9 }));
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
    act(() => FakeEventSource.last().emit('hello', { type: 'hello', badges }));
    expect(hello).toHaveBeenCalled();
  });

  it('ignores a malformed message', () => {
    startLiveUpdates('25');
    act(() => FakeEventSource.last().emitRaw('chat', '{oops'));
    expect(cachedBadges()).toBeUndefined();
  });
});
