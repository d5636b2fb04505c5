import {
  DEFAULT_SEARCH,
  fromQueryString,
  initialSearch,
  saveSearch,
  toQueryString,
} from './search-state';

beforeEach(() => sessionStorage.clear());

it('starts with 募集中, 求人タイトル and 昇順', () => {
  expect(DEFAULT_SEARCH).toMatchObject({
    status: 'recruiting',
    sortField: 'jobName',
    sortOrder: 'asc',
  });
});

it('restores the saved form only when arriving back through the back button', () => {
  const saved = {
    ...DEFAULT_SEARCH,
    jobName: '営業',
    status: 'all' as const,
    sortOrder: 'desc' as const,
  };
  saveSearch('25', saved);
  expect(initialSearch('25', true)).toEqual(saved);
  expect(initialSearch('25', false)).toEqual(DEFAULT_SEARCH);
  expect(initialSearch('26', true)).toEqual(DEFAULT_SEARCH);
});

it('ignores a tampered session entry and round-trips the query string', () => {
  sessionStorage.setItem(
    'portal:jobs-search:25',
    JSON.stringify({ status: 'hacked', sortField: 'x', jobName: 3 }),
  );
  expect(initialSearch('25', true)).toEqual(DEFAULT_SEARCH);
  const values = { ...DEFAULT_SEARCH, area: '東京', sortField: 'candidateCount' as const };
  expect(fromQueryString(toQueryString(values))).toEqual(values);
});
