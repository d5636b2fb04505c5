import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createPortalQueryClient } from '@portal/shared/query-client';
import { useIntentPrefetch } from './prefetch';

const detail = (fetch: () => Promise<string>) =>
  queryOptions({ queryKey: ['detail', 1], queryFn: fetch });

function Row({ fetch }: { fetch: () => Promise<string> }) {
  const intent = useIntentPrefetch();
  return (
    <a href="#detail" {...intent(detail(fetch))}>
      詳細
    </a>
  );
}

it('loads the detail once when the link is hovered or focused (a fresh entry is kept)', async () => {
  const client = createPortalQueryClient();
  const fetch = jest.fn(async () => '本文');
  render(
    <QueryClientProvider client={client}>
      <Row fetch={fetch} />
    </QueryClientProvider>,
  );
  fireEvent.mouseEnter(screen.getByRole('link', { name: '詳細' }));
  await waitFor(() => expect(client.getQueryData(['detail', 1])).toBe('本文'));
  fireEvent.focus(screen.getByRole('link', { name: '詳細' }));
  expect(fetch).toHaveBeenCalledTimes(1);
});
