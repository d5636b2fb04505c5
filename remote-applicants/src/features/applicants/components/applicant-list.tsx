// The applicant list column: title, N件表示, the kanji-name search (typing updates the field at
// once; the server search runs 250 ms after the last key), 新規候補者登録 and a virtualised list
// that loads the next page as it scrolls, so 10,000 applicants stay fast.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import styled from 'styled-components';
import { useApplicantSearch, useLoadMoreNear } from '@portal/shared/applicant-search';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { TextInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { useFocusAfterLevelChange } from '@portal/shared/ui/phone-levels';
import { media } from '@portal/shared/ui/responsive';
import { messages } from '../../../messages';
import { ApplicantCard } from './applicant-card';
import { AddLink, Column, Title } from '../../../components/column';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { Cluster, mutedText } from '@portal/shared/ui/layout';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';

const t = messages.list;
const ROW_HEIGHT = 100;

export function ApplicantList() {
  const siteId = useSiteId();
  const { keyword, setKeyword, search, query, items, total } = useApplicantSearch();
  // Back on the list from a level below (a phone): the focus starts at its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterLevelChange(titleRef);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // Scroll updates are ordinary React updates (batched per frame), not one synchronous render
    // per scroll event: no long task while scrolling (bench/applicants-browser.mjs).
    useFlushSync: false,
    // Until the scroller is measured (and in jsdom, which measures nothing) assume a tall column.
    initialRect: { width: 320, height: 800 },
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? -1;
  useLoadMoreNear(query, items.length, lastIndex, 20);

  return (
    <Column aria-labelledby="applicant-list-title">
      <Cluster $align="baseline" $justify="space-between">
        <Title id="applicant-list-title" ref={titleRef} tabIndex={-1}>
          {t.title}
        </Title>
        <Count aria-live="polite">{query.data ? t.count(total) : ''}</Count>
      </Cluster>
      <label>
        <VisuallyHidden>{t.search}</VisuallyHidden>
        <TextInput
          type="search"
          placeholder={t.searchPlaceholder}
          aria-label={t.search}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </label>
      <AddLink to={portalPath(siteId, 'applicants/register')}>{t.add}</AddLink>
      {query.isPending ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : query.isError && !items.length ? (
        <ErrorWithRetry message={t.error} onRetry={() => void query.refetch()} />
      ) : !items.length ? (
        <EmptyState message={search ? t.noMatch : t.empty} />
      ) : (
        <Scroller ref={scrollRef} data-testid="applicant-scroller">
          <ul
            role="list"
            aria-label={t.title}
            style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          >
            {virtualItems.map((row) => (
              <Row
                key={items[row.index].id}
                style={{ height: ROW_HEIGHT, transform: `translateY(${row.start}px)` }}
              >
                <ApplicantCard applicant={items[row.index]} siteId={siteId} />
              </Row>
            ))}
          </ul>
          {query.isFetchingNextPage ? <LoadingText>{t.loadingMore}</LoadingText> : null}
        </Scroller>
      )}
    </Column>
  );
}

const Count = styled.span`
  ${mutedText}
`;
// Its own height (size containment gives it no content height, so a flex basis would shrink it
// to the minimum): down to the bottom of the window on a desktop.
const Scroller = styled.div`
  flex: 0 0 auto;
  height: calc(100vh - 280px);
  min-height: 240px;
  overflow-y: auto;
  contain: strict;
  ${media.compact} {
    height: 50vh;
  }
`;
const Row = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;
