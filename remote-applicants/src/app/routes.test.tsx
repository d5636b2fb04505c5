import { screen, within } from '@testing-library/react';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import { accountSettings, referredJob, satoHanako } from '../test/candidate-fixtures';
import { renderAt as renderPage, resetAfterTest } from '../test/render';
import ApplicantsRoutes from './routes';

function renderAt(path: string) {
  renderPage(path, '/:siteId/employment-agency/applicants/*', <ApplicantsRoutes />);
}

afterEach(resetAfterTest);

describe('ApplicantsRoutes', () => {
  it('keeps the referred-jobs column beside 候補者情報更新 (applicants/edit/{id})', async () => {
    installContractApi({
      'GET /settings/account': ok(accountSettings('main')),
      'GET /applicants': ok({ items: [], total: 0, nextCursor: null }),
      'GET /applicants/{id}': ({ params }) => ok(satoHanako(Number(params.id))),
      'GET /applicants/{id}/candidates': ok([
        referredJob(
          {
            id: 10,
            name: '法人営業',
            companyName: '株式会社さくら',
            jobCategory: '営業',
            area: '東京都',
          },
          { id: 1, specialSelectionStatus: 2 },
        ),
      ]),
    });
    renderAt('/25/employment-agency/applicants/edit/5');
    // The form is its own chunk: a loaded machine takes a while to import it.
    const slow = { timeout: 5000 };
    expect(
      await screen.findByRole('heading', { level: 1, name: '候補者情報更新' }, slow),
    ).toBeInTheDocument();
    const referred = await screen.findByRole('list', { name: '紹介済み求人' }, slow);
    expect(within(referred).getByRole('link', { name: /法人営業/ })).toHaveAttribute(
      'href',
      '/25/employment-agency/applicants/5/jobs/10/1',
    );
    expect(screen.getByText('佐藤 花子 さん')).toBeInTheDocument();
  });

  it('shows the 候補者管理 section with what it is for', () => {
    renderAt('/27/employment-agency/applicants');
    expect(screen.getByRole('heading', { level: 1, name: '候補者管理' })).toBeInTheDocument();
    expect(screen.getByText(/候補者の情報と、紹介した求人ごとの選考状況/)).toBeInTheDocument();
  });

  it('returns an unknown sub-path to the top of the section', () => {
    renderAt('/mid/employment-agency/applicants/unknown');
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/mid/employment-agency/applicants',
    );
    expect(screen.getByRole('heading', { level: 1, name: '候補者管理' })).toBeInTheDocument();
  });
});
