import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ChatMessage,
  ChatThreadDetail,
  ChatThreadGroup,
  ChatThreadSummary,
} from '@portal/shared/contract/chat';
import { toast, useLoadingStore } from '@portal/shared/feedback';
import { resetLiveUpdates, startLiveUpdates } from '@portal/shared/live-updates';
import { queryClient } from '@portal/shared/query-client';
import {
  EMPTY_BADGES,
  matchedCompaniesQuery,
  useSidebarBadges,
} from '@portal/shared/frame-queries';
import { resetSelectedCompanyStore, useSelectedCompanyStore } from '@portal/shared/stores';
import {
  failure,
  file,
  installContractApi,
  invalid,
  ok,
  uninstallContractApi,
} from '@portal/shared/test/contract-api';
import { FakeEventSource } from '@portal/shared/test/fake-event-source';
import ChatRoutes from '../../../app/chat-routes';
import { threadQuery } from '../api/thread';
import { LocationProbe, renderRouteAt } from '@portal/shared/test/render';

const GROUPS: ChatThreadGroup[] = [
  {
    bulkSendId: 1,
    threadTitle: '【2025年卒】会社説明会日程のご案内',
    existUnreadThread: true,
    unreadCount: 2,
    companyNames: ['株式会社さくらフィナンシャルグループ', 'Mirai Software株式会社'],
    lastMessageAt: '2026-11-19T05:20:00.000Z',
  },
  {
    bulkSendId: 2,
    threadTitle: '推薦候補者についてのご相談',
    existUnreadThread: false,
    unreadCount: 0,
    companyNames: ['東邦精機工業株式会社'],
    lastMessageAt: '2026-11-12T07:45:00.000Z',
  },
];

const THREAD: ChatThreadDetail = {
  threadId: 11,
  bulkSendId: 1,
  threadTitle: '【2025年卒】会社説明会日程のご案内',
  companyId: 5,
  companyName: '株式会社さくらフィナンシャルグループ',
  messages: [
    {
      id: 100,
      senderType: 'introduction_company',
      messageContent: '<p>日程をご教示ください。</p>',
      sentFromEmail: false,
      createdAt: '2026-11-18T01:00:00.000Z',
      sentBy: '佐藤 花子',
      attachments: [
        {
          id: 7,
          fileViewName: '推薦状.pdf',
          path: '/introduction-chat-threads/11/introduction-chat-messages/100/files?fileId=7',
          size: 100,
        },
      ],
    },
    {
      id: 101,
      senderType: 'job_company',
      messageContent: '12月10日はいかがでしょうか。<img src=x onerror="window.hacked=1">',
      sentFromEmail: true,
      createdAt: '2026-11-19T05:20:00.000Z',
      sentBy: null,
      attachments: [],
    },
  ],
};

const THREADS_OF_GROUP_1: ChatThreadSummary[] = [
  {
    threadId: 11,
    companyId: 5,
    companyName: THREAD.companyName,
    isUnread: true,
    lastMessageAt: null,
  },
  {
    threadId: 12,
    companyId: 6,
    companyName: 'Mirai Software株式会社',
    isUnread: true,
    lastMessageAt: null,
  },
];

/** The shell's sidebar: it reads the badges while the chat is on screen. */
function Badges() {
  return <output aria-label="未読メッセージ">{useSidebarBadges().unreadThread}</output>;
}

function renderChat(path = '/25/employment-agency/chat', { withBadges = false } = {}) {
  const beside = (
    <>
      <LocationProbe />
      {withBadges ? <Badges /> : null}
    </>
  );
  return renderRouteAt(path, '/:siteId/employment-agency/chat/*', <ChatRoutes />, beside);
}

// The linked companies are another area's call: the chat screens read them from the query
// cache, set up here.
const COMPANIES = [
  { id: 5, name: THREAD.companyName },
  { id: 6, name: 'Mirai Software株式会社' },
  { id: 7, name: '東邦精機工業株式会社' },
];

let api: ReturnType<typeof installContractApi>;
beforeEach(() => {
  queryClient.clear();
  resetSelectedCompanyStore();
  resetLiveUpdates();
  queryClient.setQueryData(matchedCompaniesQuery.queryKey, COMPANIES);
  api = installContractApi({
    'GET /introduction-chat-thread-groups': ok(GROUPS),
    'GET /introduction-chat-groups/{id}/introduction-chat-threads': (request) =>
      request.params.id === '1' ? ok(THREADS_OF_GROUP_1) : { status: 501 },
    'GET /introduction-chat-threads/{threadId}/introduction-chat-messages': ok(THREAD),
    'PATCH /introduction-chat-threads/{threadId}': ok({ threadId: 11, changed: true }),
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  uninstallContractApi();
  resetLiveUpdates();
});

const groupButtons = () =>
  within(screen.getByRole('list', { name: '企業一覧' }))
    .queryAllByRole('button', { expanded: false })
    .map((button) => button.textContent);

describe('company messages list', () => {
  it('shows each group with its unread count, narrows it at once and sends the keyword (spec 1 §7)', async () => {
    const { user } = renderChat();
    expect(
      await screen.findByRole('button', { name: /会社説明会日程.*未読2件/ }),
    ).toBeInTheDocument();
    expect(groupButtons()).toHaveLength(2);
    const search = screen.getByRole('searchbox', { name: '件名・企業名で検索' });
    await user.type(search, 'mirai');
    expect(groupButtons()).toEqual([expect.stringContaining('会社説明会日程')]);
    await user.clear(search);
    await user.type(search, '推薦候補');
    expect(groupButtons()).toEqual([expect.stringContaining('推薦候補者')]);
    await user.type(search, 'ないもの');
    expect(screen.getByText('該当する企業は見つかりませんでした')).toBeInTheDocument();
    // Once the typing stops, the keyword goes to the server (once, not per keystroke).
    await waitFor(() =>
      expect(api.last('GET /introduction-chat-thread-groups')?.query.get('keyword')).toBe(
        '推薦候補ないもの',
      ),
    );
    const searched = api
      .calls()
      .filter((call) => call.startsWith('GET /introduction-chat-thread-groups'));
    expect(searched.length).toBeLessThanOrEqual(4);
  });

  it('expands a group into its companies, each a link to the conversation', async () => {
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: /会社説明会日程/ }));
    const link = await screen.findByRole('link', { name: /さくらフィナンシャル/ });
    expect(link).toHaveAttribute('href', '/25/employment-agency/chat/conversation/11');
  });

  it('sends the selected company of the global dropdown as the filter', async () => {
    useSelectedCompanyStore.setState({ selectedCompanyId: 7 });
    renderChat();
    await screen.findByRole('list', { name: '企業一覧' });
    await waitFor(() =>
      expect(api.last('GET /introduction-chat-thread-groups')?.query.get('selectedCompanyId')).toBe(
        '7',
      ),
    );
  });

  it('shows an error with a retry that loads the list again', async () => {
    api.on('GET /introduction-chat-thread-groups', failure(503));
    const { user } = renderChat();
    expect(await screen.findByText('メッセージ一覧の取得に失敗しました')).toBeInTheDocument();
    api.on('GET /introduction-chat-thread-groups', ok(GROUPS));
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('list', { name: '企業一覧' })).toBeInTheDocument();
  });

  it('refreshes the groups when the live stream reports a company message', async () => {
    FakeEventSource.install();
    startLiveUpdates('25');
    renderChat();
    await screen.findByRole('button', { name: /推薦候補者/ });
    api.on(
      'GET /introduction-chat-thread-groups',
      ok([GROUPS[0]!, { ...GROUPS[1]!, unreadCount: 1, existUnreadThread: true }]),
    );
    act(() =>
      FakeEventSource.last().emit('chat', {
        type: 'chat',
        badges: { ...EMPTY_BADGES, unreadThread: 3 },
        threadId: 20,
        tags: ['chat-groups', 'chat-threads', 'thread:20'],
      }),
    );
    expect(await screen.findByRole('button', { name: /推薦候補者.*未読1件/ })).toBeInTheDocument();
  });
});

describe('thread page', () => {
  it('shows own and other side, the e-mail note and downloadable attachments, sanitised', async () => {
    renderChat('/25/employment-agency/chat/conversation/11');
    const list = await screen.findByRole('list', { name: 'メッセージ' });
    const [mine, theirs] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.side);
    expect(mine).toHaveAttribute('data-side', 'own');
    expect(within(mine!).getByText('自社')).toBeInTheDocument();
    // Issue 22: the staff member of the agency who sent it; the company's names nobody of ours.
    expect(within(mine!).getByText('送信者：佐藤 花子')).toBeInTheDocument();
    expect(theirs).not.toHaveTextContent('送信者');
    expect(within(mine!).queryByText('メールで送信されました')).not.toBeInTheDocument();
    expect(theirs).toHaveAttribute('data-side', 'other');
    expect(within(theirs!).getByText('メールで送信されました')).toBeInTheDocument();
    // Plain text from a mail: the markup is shown as text, never made into an element.
    expect(theirs!.querySelector('img')).toBeNull();
    expect(theirs!.querySelector('[onerror]')).toBeNull();
    expect(within(mine!).getByRole('button', { name: '推薦状.pdfをダウンロード' })).toBeVisible();
    expect(screen.getByRole('heading', { name: THREAD.companyName })).toBeInTheDocument();
  });

  it('downloads an attachment through the client, and says so when it is gone', async () => {
    const created = jest.fn(() => 'blob:attachment');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    // The browser saves what the link points at; jsdom would navigate the document to it instead.
    const saved: { href: string; name: string }[] = [];
    const save = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, name: this.download });
    });
    const error = jest.spyOn(toast, 'error');
    api.on(
      'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files',
      file(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    );
    const { user } = renderChat('/25/employment-agency/chat/conversation/11');
    const button = await screen.findByRole('button', { name: '推薦状.pdfをダウンロード' });
    await user.click(button);
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(saved).toEqual([{ href: 'blob:attachment', name: '推薦状.pdf' }]);
    const asked = api.last(
      'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files',
    );
    expect(asked?.path).toBe('/introduction-chat-threads/11/introduction-chat-messages/100/files');
    expect(asked?.query.get('fileId')).toBe('7');

    api.on(
      'GET /introduction-chat-threads/{threadId}/introduction-chat-messages/{messageId}/files',
      failure(403, 'x'),
    );
    await user.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith('ファイルのダウンロードに失敗しました'));
    expect(saved).toHaveLength(1);
    error.mockRestore();
    save.mockRestore();
  });

  it('stays on screen and refetches when the live stream reconnects', async () => {
    FakeEventSource.install();
    startLiveUpdates('25');
    const hello = { type: 'hello', badges: EMPTY_BADGES, tags: [] };
    act(() => FakeEventSource.last().emit('hello', hello));
    const { user } = renderChat('/25/employment-agency/chat/conversation/11');
    await screen.findByRole('list', { name: 'メッセージ' });
    // The list re-renders (a search typed) after the thread loaded.
    await user.type(screen.getByRole('searchbox', { name: '件名・企業名で検索' }), 'x');
    const loads = () =>
      api.calls().filter((call) => call.endsWith('/11/introduction-chat-messages')).length;
    const before = loads();
    // The connection dropped; the browser reconnected: anything may have changed meanwhile.
    act(() => FakeEventSource.last().drop());
    act(() => FakeEventSource.last().emit('hello', hello));
    await waitFor(() => expect(loads()).toBe(before + 1));
    expect(screen.queryByText('メッセージの取得に失敗しました')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'メッセージ' })).toBeInTheDocument();
  });

  it('marks the thread read, then refreshes the badges and the groups', async () => {
    api.on('GET /sidebar/badges', ok({ ...EMPTY_BADGES, unreadThread: 1 }));
    // Marking read is a write the user did not start: the loading overlay never shows for it.
    let overlay = false;
    const unsubscribe = useLoadingStore.subscribe((state) => {
      if (state.visible) overlay = true;
    });
    api.on('PATCH /introduction-chat-threads/{threadId}', () => {
      api.on('GET /sidebar/badges', ok(EMPTY_BADGES));
      return ok({ threadId: 11, changed: true });
    });
    renderChat('/25/employment-agency/chat/conversation/11', { withBadges: true });
    await waitFor(() => expect(api.calls()).toContain('PATCH /introduction-chat-threads/11'));
    unsubscribe();
    expect(overlay).toBe(false);
    // The write's tags (contract CHANGES): the badges and the groups are read again after it.
    await waitFor(() => {
      const calls = api.calls();
      const patch = calls.indexOf('PATCH /introduction-chat-threads/11');
      expect(calls.slice(patch)).toEqual(
        expect.arrayContaining(['GET /sidebar/badges', 'GET /introduction-chat-thread-groups']),
      );
    });
    await waitFor(() => expect(screen.getByLabelText('未読メッセージ')).toHaveTextContent('0'));
    // The open thread's group is expanded with the thread marked current.
    expect(await screen.findByRole('link', { name: /さくらフィナンシャル/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('fetches its messages once on opening, whatever the mark-read and the live stream do', async () => {
    // Today's page (before the contract owned the cache) fetched it three times: on open, on the
    // stream's first hello (every chat query invalidated), and on the live push of its own
    // mark-read (a 'chat' event invalidating every chat query, the open thread among them).
    FakeEventSource.install();
    startLiveUpdates('25');
    renderChat('/25/employment-agency/chat/conversation/11');
    await screen.findByRole('list', { name: 'メッセージ' });
    // The stream connects while the thread is on screen.
    act(() =>
      FakeEventSource.last().emit('hello', { type: 'hello', badges: EMPTY_BADGES, tags: [] }),
    );
    await waitFor(() => expect(api.calls()).toContain('PATCH /introduction-chat-threads/11'));
    // The api pushes the read to every page of the agency, this one included (as the api sends it).
    act(() =>
      FakeEventSource.last().emit('chat-read', {
        type: 'chat-read',
        badges: EMPTY_BADGES,
        threadId: 11,
        bulkSendId: 1,
        tags: ['chat-groups', 'chat-threads'],
      }),
    );
    await waitFor(() =>
      expect(
        api.calls().filter((call) => call === 'GET /introduction-chat-thread-groups'),
      ).toHaveLength(3),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(
      api
        .calls()
        .filter((call) => call === 'GET /introduction-chat-threads/11/introduction-chat-messages'),
    ).toHaveLength(1);
    // A company's message in it, pushed by the stream, is what reads it again.
    act(() =>
      FakeEventSource.last().emit('chat', {
        type: 'chat',
        badges: EMPTY_BADGES,
        threadId: 11,
        bulkSendId: 1,
        tags: ['chat-groups', 'chat-threads', 'thread:11'],
      }),
    );
    await waitFor(() =>
      expect(
        api
          .calls()
          .filter(
            (call) => call === 'GET /introduction-chat-threads/11/introduction-chat-messages',
          ),
      ).toHaveLength(2),
    );
  });

  it('sends a message and shows it', async () => {
    const sent: ChatMessage = {
      id: 102,
      senderType: 'introduction_company',
      messageContent: '承知しました',
      sentFromEmail: false,
      createdAt: '2026-11-20T00:00:00.000Z',
      attachments: [],
      sentBy: '鈴木 一郎',
    };
    api.on('POST /introduction-chat-threads/{threadId}/introduction-chat-messages', () => {
      api.on(
        'GET /introduction-chat-threads/{threadId}/introduction-chat-messages',
        ok({ ...THREAD, messages: [...THREAD.messages, sent] }),
      );
      return ok(sent, 201);
    });
    const { user } = renderChat('/25/employment-agency/chat/conversation/11');
    const text = await screen.findByRole('textbox', { name: 'メッセージ' });
    await user.type(text, '承知しました');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(
      await screen.findByText('承知しました', { selector: '[data-message-body] p' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(text).toHaveTextContent(/^$/));
    expect(screen.getByText('送信者：鈴木 一郎')).toBeInTheDocument();
    const sending = api.last(
      'POST /introduction-chat-threads/{threadId}/introduction-chat-messages',
    );
    expect(sending?.path).toBe('/introduction-chat-threads/11/introduction-chat-messages');
    expect((sending?.body as FormData).get('messageContent')).toBe('<p>承知しました</p>');
  });
});

describe('prefetch on intent', () => {
  const threadLoads = () =>
    api
      .calls()
      .filter((call) => call === 'GET /introduction-chat-threads/11/introduction-chat-messages');
  const writes = () => api.calls().filter((call) => !call.startsWith('GET '));

  async function threadLink(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /会社説明会日程/ }));
    return screen.findByRole('link', { name: /さくらフィナンシャル/ });
  }

  it('loads the thread once when its link is hovered, without marking it read', async () => {
    const { user } = renderChat();
    const link = await threadLink(user);
    expect(threadLoads()).toHaveLength(0);

    fireEvent.mouseEnter(link);
    await waitFor(() => expect(queryClient.getQueryData(threadQuery(11).queryKey)).toEqual(THREAD));
    // Resting on it again, or focusing it, asks nothing more while the prefetch is fresh.
    fireEvent.mouseLeave(link);
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await act(async () => undefined);
    expect(threadLoads()).toHaveLength(1);
    expect(writes()).toEqual([]);

    // Opening it is what marks it read: the page shows the prefetched thread at once.
    await user.click(link);
    expect(screen.getByRole('heading', { name: THREAD.companyName })).toBeInTheDocument();
    await waitFor(() => expect(writes()).toEqual(['PATCH /introduction-chat-threads/11']));
  });

  it('loads the thread once when its link gets the keyboard focus, without marking it read', async () => {
    const { user } = renderChat();
    const link = await threadLink(user);

    await user.tab();
    expect(link).toHaveFocus();
    await waitFor(() => expect(queryClient.getQueryData(threadQuery(11).queryKey)).toEqual(THREAD));
    await act(async () => undefined);
    expect(threadLoads()).toHaveLength(1);
    expect(writes()).toEqual([]);
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(/\/chat$/);
  });
});

describe('new message', () => {
  it('sends to two companies, toasts and opens the new thread', async () => {
    const toastSuccess = jest.spyOn(toast, 'success').mockImplementation(() => '');
    api.on(
      'POST /introduction-chat-thread-groups',
      ok({ threadId: 11, bulkSendId: 1, threadIds: [11, 12] }, 201),
    );
    const { user } = renderChat('/25/employment-agency/chat/create');
    const recipients = await screen.findByRole('group', { name: '宛先' });
    await user.type(within(recipients).getByRole('searchbox'), 'ないもの');
    expect(within(recipients).getByText('該当する企業は見つかりませんでした')).toBeInTheDocument();
    await user.clear(within(recipients).getByRole('searchbox'));
    await user.click(within(recipients).getByRole('checkbox', { name: THREAD.companyName }));
    await user.click(within(recipients).getByRole('checkbox', { name: 'Mirai Software株式会社' }));
    await user.type(screen.getByRole('textbox', { name: /件名/ }), '面接のご案内');
    // The new-message form uses the generic composer's 85 px text area (spec 1 §9).
    expect(await screen.findByRole('textbox', { name: '内容' })).toHaveStyle({ height: '85px' });
    await user.type(screen.getByRole('textbox', { name: '内容' }), 'よろしくお願いします');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパス').textContent).toBe(
        '/25/employment-agency/chat/conversation/11',
      ),
    );
    expect(toastSuccess).toHaveBeenCalledWith('メッセージを送信しました');
    const body = api.last('POST /introduction-chat-thread-groups')?.body as FormData;
    expect(body.get('companyIds')).toBe('[5,6]');
    expect(body.get('threadTitle')).toBe('面接のご案内');
  });

  it('asks for recipients and subject before sending, keeping the text', async () => {
    const { user } = renderChat('/25/employment-agency/chat/create');
    const content = await screen.findByRole('textbox', { name: '内容' });
    await user.type(content, '下書き');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('宛先を選択してください')).toBeInTheDocument();
    expect(content).toHaveTextContent('下書き');
    expect(api.calls()).not.toContain('POST /introduction-chat-thread-groups');
  });

  it('asks for the subject once recipients are chosen, and moves the focus to it', async () => {
    const { user } = renderChat('/25/employment-agency/chat/create');
    const recipients = await screen.findByRole('group', { name: '宛先' });
    await user.click(within(recipients).getByRole('checkbox', { name: THREAD.companyName }));
    await user.type(await screen.findByRole('textbox', { name: '内容' }), '本文');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText('件名を入力してください')).toBeInTheDocument();
    expect(screen.queryByText('宛先を選択してください')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /件名/ })).toHaveFocus();
    expect(api.calls()).not.toContain('POST /introduction-chat-thread-groups');
  });

  it('shows the server message of a refused upload', async () => {
    const toastError = jest.spyOn(toast, 'error').mockImplementation(() => '');
    api.on(
      'POST /introduction-chat-thread-groups',
      invalid('attachments', 'ファイルの内容が拡張子と一致しません（invoice.pdf）'),
    );
    const { user } = renderChat('/25/employment-agency/chat/create');
    const recipients = await screen.findByRole('group', { name: '宛先' });
    await user.click(within(recipients).getByRole('checkbox', { name: THREAD.companyName }));
    await user.type(screen.getByRole('textbox', { name: /件名/ }), '件名');
    await user.type(await screen.findByRole('textbox', { name: '内容' }), '本文');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith(
        'ファイルの内容が拡張子と一致しません（invoice.pdf）',
      ),
    );
    expect(screen.getByRole('textbox', { name: '内容' })).toHaveTextContent('本文');
  });
});
