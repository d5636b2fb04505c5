import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithTheme as render } from '../test/render';
import { routes } from '../routes';
import { isOnRoute, Later, lazyPage } from './lazy-page';

const Page = () => <h1>求人詳細</h1>;

/** The lazy page as the app renders it: inside <Later>, which shows its loading line. */
const renderLater = (LazyPage: ComponentType) =>
  render(
    <Later>
      <LazyPage />
    </Later>,
  );

afterEach(() => window.history.replaceState(null, '', '/'));

it('knows the routes a path below the site is on', () => {
  expect(isOnRoute([routes.jobs.info], '/25/employment-agency/jobs/info/3')).toBe(true);
  expect(isOnRoute([routes.jobs.info], '/25/employment-agency/jobs/search')).toBe(false);
  expect(isOnRoute([routes.jobs.info], '/jobs/info/3')).toBe(false);
});

it('asks for the chunk at once when the page opens on its route (a deep link)', async () => {
  window.history.replaceState(null, '', '/25/employment-agency/jobs/info/3');
  const load = jest.fn(async () => Page);
  const JobPage = lazyPage([routes.jobs.info], load);
  expect(load).toHaveBeenCalledTimes(1);
  renderLater(JobPage);
  expect(await screen.findByRole('heading', { name: '求人詳細' })).toBeInTheDocument();
  // The render took the load already on its way over.
  expect(load).toHaveBeenCalledTimes(1);
});

it('waits for the route elsewhere, showing a loading line meanwhile', async () => {
  window.history.replaceState(null, '', '/25/employment-agency/jobs/search');
  const load = jest.fn(async () => Page);
  const JobPage = lazyPage([routes.jobs.info], load);
  expect(load).not.toHaveBeenCalled();
  renderLater(JobPage);
  expect(screen.getByRole('status')).toHaveTextContent('読み込み中...');
  expect(await screen.findByRole('heading', { name: '求人詳細' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('asks again when the early load failed (the route renders it afresh)', async () => {
  window.history.replaceState(null, '', '/25/employment-agency/jobs/info/3');
  const load = jest
    .fn<Promise<typeof Page>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue(Page);
  const JobPage = lazyPage([routes.jobs.info], load);
  await new Promise((resolve) => setTimeout(resolve, 0));
  renderLater(JobPage);
  expect(await screen.findByRole('heading', { name: '求人詳細' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
