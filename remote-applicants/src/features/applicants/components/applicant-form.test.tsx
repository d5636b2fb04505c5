import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { installContractApi, invalid, ok } from '@portal/shared/test/contract-api';
import { renderAt, resetAfterTest } from '../../../test/render';
import { ApplicantRegisterPage } from './applicant-form-page';

afterEach(resetAfterTest);

function renderRegister() {
  return renderAt(
    '/25/employment-agency/applicants/register',
    '/:siteId/employment-agency/applicants/register',
    <>
      <Link to="/25/employment-agency/infos">お知らせ</Link>
      <ApplicantRegisterPage />
    </>,
  );
}

async function fill(
  user: ReturnType<typeof renderRegister>['user'],
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(label), value);
}

const complete = {
  姓: '森',
  名: '花子',
  セイ: 'モリ',
  メイ: 'ハナコ',
  携帯電話番号: '090-1111-2222',
  PCメールアドレス: 'h@example.com',
};

it('keeps 登録する disabled until every field is filled (spaces do not count)', async () => {
  installContractApi();
  const { user } = renderRegister();
  const submit = screen.getByRole('button', { name: '登録する' });
  await fill(user, { ...complete, 名: '   ' });
  expect(submit).toBeDisabled();
  await user.type(screen.getByLabelText('名'), '花子');
  expect(submit).toBeEnabled();
  expect(screen.getByLabelText('PCメールアドレス')).toHaveAttribute('type', 'email');
  expect(screen.getByLabelText('携帯電話番号')).toHaveAttribute('type', 'tel');
});

it('lets a form without changes go without asking', async () => {
  installContractApi();
  const { user } = renderRegister();
  await user.click(screen.getByRole('link', { name: 'お知らせ' }));
  expect(screen.queryByText('ページを離れてよろしいですか？')).not.toBeInTheDocument();
  expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/infos');
});

it('asks ページを離れてよろしいですか？ for a changed form: キャンセル stays, 移動する leaves', async () => {
  installContractApi();
  const { user } = renderRegister();
  await user.type(screen.getByLabelText('姓'), '森');
  await user.click(screen.getByRole('link', { name: 'お知らせ' }));
  expect(await screen.findByText('ページを離れてよろしいですか？')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'キャンセル' }));
  expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/applicants/register');
  expect(screen.getByLabelText('姓')).toHaveValue('森');
  await user.click(screen.getByRole('link', { name: 'お知らせ' }));
  await user.click(await screen.findByRole('button', { name: '移動する' }));
  expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/25/employment-agency/infos');
});

it('registers (候補者を登録しました) with the radio as directMessageFlag and then lets the user go', async () => {
  const api = installContractApi({
    'POST /applicants': ({ body }) =>
      ok(
        {
          id: 42,
          ...(body as { seiKanji: string; meiKanji: string; seiKana: string; meiKana: string }),
          email: 'h@example.com',
          phone: '090-1111-2222',
          directMessageFlag: true,
          fullNameKanji: '森 花子',
          fullNameKana: 'モリ ハナコ',
        },
        201,
      ),
  });
  const { user } = renderRegister();
  await fill(user, complete);
  await user.click(screen.getByRole('radio', { name: '不可' }));
  await user.click(screen.getByRole('button', { name: '登録する' }));
  expect(await screen.findByText('候補者を登録しました')).toBeInTheDocument();
  expect(api.last('POST /applicants')?.body).toMatchObject({
    seiKanji: '森',
    directMessageFlag: true,
  });
  await waitFor(() =>
    expect(screen.getByLabelText('現在のパス')).toHaveTextContent('/applicants/42/jobs'),
  );
});

it('shows the server messages under their fields', async () => {
  installContractApi({
    'POST /applicants': invalid(
      'email',
      'PCメールアドレスには有効なメールアドレスを指定してください。',
    ),
  });
  const { user } = renderRegister();
  await fill(user, complete);
  await user.click(screen.getByRole('button', { name: '登録する' }));
  expect(
    await screen.findByText('PCメールアドレスには有効なメールアドレスを指定してください。', {
      selector: 'p',
    }),
  ).toBeInTheDocument();
});

it('explains 直接連絡可否 beside its label (spec 1 §5), by hover, keyboard or tap', async () => {
  installContractApi();
  const { user } = renderRegister();
  const help = screen.getByRole('button', { name: '直接連絡可否の説明' });
  expect(screen.getByRole('group', { name: /直接連絡可否/ })).toContainElement(help);
  await user.hover(help);
  expect(screen.getByRole('tooltip')).toHaveTextContent(
    '「不可」に設定すると、企業から学生へ直接連絡できなくなります。',
  );
});

it("checks with the api's rule (applicantPayload): a malformed e-mail is refused before sending", async () => {
  const api = installContractApi();
  const { user } = renderRegister();
  await fill(user, { ...complete, PCメールアドレス: 'not-an-address' });
  await user.click(screen.getByRole('button', { name: '登録する' }));
  expect(
    await screen.findByText('PCメールアドレスには有効なメールアドレスを指定してください。', {
      selector: 'p',
    }),
  ).toBeInTheDocument();
  expect(api.last('POST /applicants')).toBeUndefined();
});
