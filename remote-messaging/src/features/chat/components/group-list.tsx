// 企業一覧: the search (case-insensitive, on thread title and company name: the keyword goes to the
// server, spec 1 §7, and the list already shown narrows at once while it answers), the new-message
// button and one expandable item per group. The group of the open thread starts expanded.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ChatThreadGroup } from '@portal/shared/contract/chat';
import { portalPath } from '@portal/shared/site';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { TextInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { useFocusAfterLevelChange } from '@portal/shared/ui/phone-levels';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { useSiteId } from '@portal/shared/use-site-id';
import { threadQuery } from '../api/thread';
import { useThreadGroups } from '../api/thread-groups';
import { GroupItem } from './group-item';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../../../messages';
import { Cluster, Stack } from '@portal/shared/ui/layout';

export function matchesKeyword(group: ChatThreadGroup, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  return (
    group.threadTitle.toLowerCase().includes(needle) ||
    group.companyNames.some((name) => name.toLowerCase().includes(needle))
  );
}

function useOpenThreadGroup(): number | null {
  const { pathname } = useLocation();
  const threadId = Number(/\/chat\/conversation\/(\d+)/.exec(pathname)?.[1] ?? NaN);
  // Reads the open thread from the cache the thread page fills; never fetches by itself.
  const { data } = useQuery({ ...threadQuery(threadId), enabled: false });
  return Number.isNaN(threadId) ? null : (data?.bulkSendId ?? null);
}

export function GroupList() {
  const siteId = useSiteId();
  const searchId = useId();
  const [keyword, setKeyword] = useState('');
  // Back on the list from a conversation (a phone): the focus starts at its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterLevelChange(titleRef);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const groups = useThreadGroups(keyword);
  const openGroup = useOpenThreadGroup();

  useEffect(() => {
    if (openGroup !== null) setExpanded((current) => new Set(current).add(openGroup));
  }, [openGroup]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const visible = (groups.data ?? []).filter((group) => matchesKeyword(group, keyword));
  return (
    <Stack>
      <Head>
        <h2 ref={titleRef} tabIndex={-1}>
          {messages.companyList}
        </h2>
        <Button as={Link} to={portalPath(siteId, 'chat/create')} size="sm">
          {messages.createButton}
        </Button>
      </Head>
      <VisuallyHidden as="label" htmlFor={searchId}>
        {messages.searchLabel}
      </VisuallyHidden>
      <TextInput
        id={searchId}
        type="search"
        value={keyword}
        placeholder={messages.searchPlaceholder}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {groups.isPending ? (
        <LoadingText>{messages.groupsLoading}</LoadingText>
      ) : groups.isError ? (
        <ErrorWithRetry message={messages.groupsFailure} onRetry={() => void groups.refetch()} />
      ) : visible.length === 0 ? (
        keyword.trim() ? (
          <EmptyState message={messages.noMatch} />
        ) : (
          <EmptyState message={messages.noGroups} description={messages.noGroupsHint} />
        )
      ) : (
        <List aria-label={messages.companyList}>
          {visible.map((group) => (
            <GroupItem
              key={group.bulkSendId}
              group={group}
              expanded={expanded.has(group.bulkSendId)}
              onToggle={() => toggle(group.bulkSendId)}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}

const Head = styled(Cluster).attrs({ $align: 'center', $justify: 'space-between' } as const)`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - 300px);
  min-height: 120px;
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
