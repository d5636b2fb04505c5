// Prefetch on intent: pointing at an applicant's row or focusing it loads the referred jobs it
// opens (GET /applicants/{id}/candidates) once, and the column that opens reads that entry.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ApplicantDetail } from '@portal/shared/contract/applicants';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import { applicantListItem as item } from '@portal/shared/test/applicant-list-item';
import { accountSettings, satoHanako } from '../../../test/candidate-fixtures';
import { renderAt, resetAfterTest } from '../../../test/render';
import { ReferredJobsColumn } from '../../referred-jobs/components/referred-jobs-column';
import { ApplicantEditPage } from './applicant-form-page';
import { ApplicantList } from './applicant-list';

afterEach(resetAfterTest);

// jsdom lays nothing out: the list's scroller is given the height a browser would give it.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'applicant-scroller' ? 400 : 0;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

function renderList() {
  const api = installContractApi({
    'GET /applicants': ok({
      items: [item(3, '佐藤 花子'), item(4, '鈴木 一郎')],
      total: 2,
      nextCursor: null,
    }),
    'GET /applicants/{id}/candidates': ok([]),
    'GET /applicants/{id}': ({ params }) => ok(satoHanako(Number(params.id))),
    'GET /settings/account': ok(accountSettings('sub')),
  });
  const view = renderAt(
    '/25/employment-agency/applicants',
    '/:siteId/employment-agency/applicants/*',
    <>
      <ApplicantList />
      <Routes>
        <Route path=":applicantId/jobs" element={<ReferredJobsColumn />} />
      </Routes>
    </>,
  );
  const referredJobsCalls = (id: number) =>
    api.calls().filter((call) => call === `GET /applicants/${id}/candidates`).length;
  return { ...view, referredJobsCalls };
}

it('loads the referred jobs once on hover, and the column it opens reads them from the cache', async () => {
  const { user, referredJobsCalls } = renderList();
  const row = await screen.findByRole('link', { name: /佐藤 花子/ });
  expect(referredJobsCalls(3)).toBe(0);

  await user.hover(row);
  await waitFor(() => expect(referredJobsCalls(3)).toBe(1));
  // Pointing again or focusing the same row asks nothing more: the entry is fresh.
  await user.unhover(row);
  await user.hover(row);
  fireEvent.focus(row);

  await user.click(row);
  expect(await screen.findByText('まだ求人に紹介していません')).toBeInTheDocument();
  expect(referredJobsCalls(3)).toBe(1);
  expect(referredJobsCalls(4)).toBe(0);
});

it('loads the referred jobs of the row the keyboard focuses', async () => {
  const { referredJobsCalls } = renderList();
  const row = await screen.findByRole('link', { name: /鈴木 一郎/ });
  fireEvent.focus(row);
  await waitFor(() => expect(referredJobsCalls(4)).toBe(1));
  fireEvent.mouseEnter(row);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(referredJobsCalls(4)).toBe(1);
  expect(referredJobsCalls(3)).toBe(0);
});

it('shows a saved applicant in the list: the save refreshes it, no screen asks', async () => {
  let saved: ApplicantDetail = satoHanako(3);
  const api = installContractApi({
    'GET /applicants': () =>
      ok({
        items: [item(3, saved.fullNameKanji), item(4, '鈴木 一郎')],
        total: 2,
        nextCursor: null,
      }),
    'GET /applicants/{id}': ({ params }) => ok(params.id === '3' ? saved : satoHanako(4)),
    'GET /applicants/possible-duplicates': ok([]),
    'PUT /applicants/{id}': ({ body }) => {
      const { meiKanji } = body as { meiKanji: string };
      saved = { ...saved, meiKanji, fullNameKanji: `${saved.seiKanji} ${meiKanji}` };
      return ok(saved);
    },
  });
  const { user } = renderAt(
    '/25/employment-agency/applicants/edit/3',
    '/:siteId/employment-agency/applicants/*',
    <>
      <ApplicantList />
      <Routes>
        <Route path="edit/:applicantId" element={<ApplicantEditPage />} />
      </Routes>
    </>,
  );
  expect(await screen.findByRole('link', { name: /佐藤 花子/ })).toBeInTheDocument();
  const name = await screen.findByLabelText('名');
  await waitFor(() => expect(name).toHaveValue('花子'));
  await user.clear(name);
  await user.type(name, '春子');
  await user.click(screen.getByRole('button', { name: '更新する' }));
  expect(await screen.findByRole('link', { name: /佐藤 春子/ })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /佐藤 花子/ })).not.toBeInTheDocument();
  expect(api.calls().filter((call) => call === 'GET /applicants')).toHaveLength(2);
});
