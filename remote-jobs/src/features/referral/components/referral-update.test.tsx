import { screen } from '@testing-library/react';
import ReferralForm from './referral-form';
import { installContractApi, ok, uninstallContractApi } from '@portal/shared/test/contract-api';
import { renderAt } from '../../../test/render';
import { FIELDS } from '../engine/test-fields';

jest.setTimeout(30_000);
afterEach(uninstallContractApi);

it('updates a referral with the update rules, then opens the referral detail after 100 ms', async () => {
  localStorage.clear();
  const server = installContractApi({
    'GET /candidates/{id}/referral-form': ok({
      candidateId: 31,
      jobId: 5,
      applicantId: 8,
      fields: FIELDS,
      answers: {
        seiKanji: '佐藤',
        meiKanji: '花子',
        seiKana: 'サトウ',
        meiKana: 'ハナコ',
        mobileNumber: '09011112222',
        pcEmail: 'h@example.jp',
        directMessageFlag: '可',
        birthday: '2004-05-06',
        gender: '廃止された選択肢',
        interestedJobs: ['営業', '消えた職種'],
        employmentHistory: [
          {
            termStart: '2023-04',
            termEnd: '2024-03',
            companyName: 'カフェ',
            departmentPosition: '',
            details: '',
          },
        ],
        file: [
          { fileId: 3, fileViewName: '旧履歴書.pdf', path: 'candidates/31/ef-files/3/download' },
        ],
      },
      job: {
        jobName: 'データサイエンティスト',
        companyName: '株式会社みらいテック',
        detail: [{ label: '勤務地', value: '福岡県' }],
      },
    }),
    'POST /candidates/{id}': ok({ candidateId: 31, companyId: 9 }),
  });
  const { user } = renderAt(
    '/25/employment-agency/applicants/8/jobs/5/31/edit',
    '/:siteId/employment-agency/applicants/:applicantId/jobs/:jobId/:candidateId/edit',
    <ReferralForm jobId={5} applicantId={8} candidateId={31} />,
  );
  expect(await screen.findByRole('heading', { name: '紹介情報更新' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: '姓（漢字）' })).toHaveValue('佐藤');
  expect(screen.getByRole('heading', { name: 'データサイエンティスト' })).toBeInTheDocument();
  expect(server.requests.some((r) => r.path.startsWith('/jobs'))).toBe(false);
  expect(screen.getByLabelText('性別')).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: '営業' })).toBeChecked();
  expect(screen.getByText(/登録済み：旧履歴書.pdf/)).toBeInTheDocument();
  expect(screen.queryByText(/両方が一致する候補者/)).not.toBeInTheDocument();
  const submit = screen.getByRole('button', { name: '更新する' });
  expect(submit).toBeEnabled();
  await user.click(submit);
  expect(await screen.findByLabelText('現在のURL', {}, { timeout: 2000 })).toHaveTextContent(
    '/25/employment-agency/applicants/8/jobs/5/31',
  );
  const sent = server.last('POST /candidates/{id}')!;
  expect(sent.path).toBe('/candidates/31');
  const form = sent.body as FormData;
  expect(form.get('_method')).toBe('PUT');
  expect(form.get('introductionApplicantId')).toBe('8');
  expect(form.getAll('interestedJobs[]')).toEqual(['営業']);
  expect(form.get('file')).toBeNull();
});
