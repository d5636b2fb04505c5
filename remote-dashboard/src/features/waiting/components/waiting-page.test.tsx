// 回答待ち against the contract fake: the referrals past their threshold with 「企業回答待ち N日」,
// and 催促する puts the chase-up in the candidate's composer draft (the candidate page's メッセージ
// tab starts from it) and opens the candidate page.
import { screen, waitFor, within } from '@testing-library/react';
import { loadComposerDraft, saveComposerDraft } from '@portal/shared/composer-drafts';
import { installContractApi, ok } from '@portal/shared/test/contract-api';
import { page, summary, waitingReferral } from '../../../test/fixtures';
import { renderDashboard, resetAfterTest } from '../../../test/render';
import { textToHtml } from '../chase-up-draft';

afterEach(resetAfterTest);

const CHASE_UP = '株式会社テスト\n採用ご担当者様\n\n<ご確認>のお願いです。';

function setUp() {
  return installContractApi({
    'GET /dashboard/summary': ok(summary()),
    'GET /job-companies': ok([{ id: 7, name: '株式会社テスト' }]),
    'GET /dashboard/waiting': ok(page([waitingReferral(3)])),
    'GET /candidates/{id}/follow-up': ok({
      tasks: [],
      waiting: waitingReferral(3).waiting,
      chaseUp: {
        companyName: '株式会社テスト',
        jobName: '営業職3',
        candidateName: '紹介者3',
        businessDays: 7,
        text: CHASE_UP,
      },
    }),
  });
}

it('lists the referrals waiting past the threshold, filtered by company', async () => {
  const api = setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/waiting');
  const list = await screen.findByRole('list', { name: '回答待ち' });
  expect(within(list).getByText('企業回答待ち 7日')).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: '紹介者3' })).toHaveAttribute(
    'href',
    '/25/employment-agency/applicants/53/jobs/63/3',
  );
  expect(screen.getByText('基準: 書類選考 5営業日 / 面接結果 3営業日')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('企業'), '株式会社テスト');
  await waitFor(() => expect(api.last('GET /dashboard/waiting')?.query.get('companyId')).toBe('7'));
});

it('催促する opens the candidate page with the chase-up in its message composer', async () => {
  const api = setUp();
  const { user } = renderDashboard('/25/employment-agency/dashboard/waiting');
  await user.click(
    await screen.findByRole('button', { name: '紹介者3さんの紹介先企業に催促する' }),
  );
  await waitFor(() =>
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent(
      '/25/employment-agency/applicants/53/jobs/63/3',
    ),
  );
  expect(api.calls()).toContain('GET /candidates/3/follow-up');
  expect(loadComposerDraft('candidate:25:3')?.html).toBe(
    '<p>株式会社テスト</p><p>採用ご担当者様</p><p></p><p>&lt;ご確認&gt;のお願いです。</p>',
  );
});

it('keeps a draft the user was writing and adds the chase-up below it', async () => {
  setUp();
  saveComposerDraft('candidate:25:3', { html: '<p>書きかけ</p>', templateId: null });
  const { user } = renderDashboard('/25/employment-agency/dashboard/waiting');
  await user.click(
    await screen.findByRole('button', { name: '紹介者3さんの紹介先企業に催促する' }),
  );
  await waitFor(() =>
    expect(loadComposerDraft('candidate:25:3')?.html).toBe(
      `<p>書きかけ</p><p></p>${textToHtml(CHASE_UP)}`,
    ),
  );
});
