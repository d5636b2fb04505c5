import { screen, waitFor, within } from '@testing-library/react';
import type { LinkableCompany } from '@portal/shared/contract/settings';
import { useMatchedCompanies, useSidebarBadges } from '@portal/shared/frame-queries';
import { installContractApi, invalid, ok, type Reply } from '@portal/shared/test/contract-api';
import { expectCsrfBeforeWrite, renderSettings, spyOnToasts } from '../../../test/render-settings';
import { LinkedCompanies } from './linked-companies';

const LINKED: LinkableCompany = {
  id: 1,
  companyName: '株式会社アルファ商事',
  companyEmail: 'recruit@alpha.example',
  status: 'MATCHED',
  companyCode: 'ALPHA-001',
};
const WAITING: LinkableCompany = {
  id: 3,
  companyName: 'ベータ工業株式会社',
  companyEmail: 'jinji@beta.example',
  status: 'UNMATCHED',
  companyCode: null,
};

const BADGES = { unreadThread: 0, importedJob: 0, unreadCandidateThread: 0 };

/** What the shell's company dropdown and sidebar show, read from the same query cache. */
function ShellFrame() {
  const { companies } = useMatchedCompanies();
  const badges = useSidebarBadges();
  return (
    <>
      <output aria-label="連携企業の選択肢">{companies.map((c) => c.name).join('、')}</output>
      <output aria-label="未連携の企業数">{badges.unmatchedCompany}</output>
    </>
  );
}

const toasts = spyOnToasts();

function rowOf(companyName: string) {
  return screen.getByRole('cell', { name: companyName }).closest('tr')!;
}

describe('linked companies', () => {
  it('lists the companies in a 35/35/10/10/10 table; only 未連携 rows take a code', async () => {
    installContractApi({ 'GET /settings/permit-matchings': ok([LINKED, WAITING]) });
    const { container } = renderSettings(<LinkedCompanies />);
    expect(screen.getByRole('status')).toHaveTextContent('連携企業を読み込み中...');

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['企業名', '企業メールアドレス', 'ステータス', '企業コード', '操作']);
    expect(Array.from(container.querySelectorAll('col')).map((col) => col.style.width)).toEqual([
      '35%',
      '35%',
      '10%',
      '10%',
      '10%',
    ]);

    const linked = within(rowOf('株式会社アルファ商事'));
    expect(linked.getByRole('cell', { name: 'recruit@alpha.example' })).toBeInTheDocument();
    expect(linked.getByText('連携済み')).toBeInTheDocument();
    expect(linked.getAllByRole('cell', { name: '-' })).toHaveLength(2);
    expect(linked.queryByRole('textbox')).not.toBeInTheDocument();
    expect(linked.queryByRole('button')).not.toBeInTheDocument();

    const waiting = within(rowOf('ベータ工業株式会社'));
    expect(waiting.getByText('未連携')).toBeInTheDocument();
    expect(waiting.getByRole('textbox', { name: 'ベータ工業株式会社の企業コード' })).toHaveValue(
      '',
    );
    expect(waiting.getByRole('button', { name: /申請/ })).toBeDisabled();
  });

  it('applies the code, reloads the list and refreshes the shell dropdown and badges', async () => {
    const api = installContractApi({
      'GET /settings/permit-matchings': ok([LINKED, WAITING]),
      'GET /job-companies': ok([{ id: 1, name: LINKED.companyName }]),
      'GET /sidebar/badges': ok({ ...BADGES, unmatchedCompany: 1 }),
    });
    let release: (reply: Reply<null>) => void = () => undefined;
    api.on(
      'PUT /settings/permit-matchings/{companyId}',
      () => new Promise<Reply<null>>((done) => (release = done)),
    );
    const { user } = renderSettings(
      <>
        <LinkedCompanies />
        <ShellFrame />
      </>,
    );
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByLabelText('未連携の企業数')).toHaveTextContent('1'));
    expect(screen.getByLabelText('連携企業の選択肢')).toHaveTextContent(/^株式会社アルファ商事$/);

    const waiting = within(rowOf('ベータ工業株式会社'));
    await user.type(waiting.getByRole('textbox'), ' BETA-778 ');
    const apply = waiting.getByRole('button', { name: 'ベータ工業株式会社に連携を申請' });
    expect(apply).toBeEnabled();
    api.on('GET /settings/permit-matchings', ok([LINKED, { ...WAITING, status: 'MATCHED' }]));
    api.on(
      'GET /job-companies',
      ok([
        { id: 1, name: LINKED.companyName },
        { id: 3, name: WAITING.companyName },
      ]),
    );
    api.on('GET /sidebar/badges', ok({ ...BADGES, unmatchedCompany: 0 }));
    await user.click(apply);

    await waitFor(() => expect(api.calls()).toContain('PUT /settings/permit-matchings/3'));
    // Busy, not disabled: it cannot be pressed twice and keeps the keyboard focus.
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(apply).toHaveFocus();
    await user.click(apply);
    release(ok(null));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('連携企業を更新しました'));
    expect(api.last('PUT /settings/permit-matchings/{companyId}')?.body).toEqual({
      companyCode: 'BETA-778',
    });
    expectCsrfBeforeWrite(api, 'PUT');

    await waitFor(() =>
      expect(within(rowOf('ベータ工業株式会社')).getByText('連携済み')).toBeInTheDocument(),
    );
    expect(within(rowOf('ベータ工業株式会社')).queryByRole('textbox')).not.toBeInTheDocument();
    // The input and button are gone: the focus is on the company's name, not on the page.
    expect(
      within(rowOf('ベータ工業株式会社')).getByRole('cell', { name: 'ベータ工業株式会社' }),
    ).toHaveFocus();
    expect(api.calls().filter((call) => call === 'PUT /settings/permit-matchings/3')).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('連携企業の選択肢')).toHaveTextContent(
        '株式会社アルファ商事、ベータ工業株式会社',
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('未連携の企業数')).toHaveTextContent('0'));
    expect(api.calls().filter((call) => call === 'GET /settings/permit-matchings')).toHaveLength(2);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('shows the failure toast and the server message under the input for a wrong code', async () => {
    const api = installContractApi({
      'GET /settings/permit-matchings': ok([LINKED, WAITING]),
      'PUT /settings/permit-matchings/{companyId}': invalid(
        'companyCode',
        '企業コードが正しくありません。',
      ),
    });
    const { user } = renderSettings(<LinkedCompanies />);
    await screen.findByRole('table');

    const waiting = within(rowOf('ベータ工業株式会社'));
    await user.type(waiting.getByRole('textbox'), 'WRONG-1');
    await user.click(waiting.getByRole('button', { name: /申請/ }));

    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('連携企業設定の更新に失敗しました'),
    );
    expect(await waiting.findByRole('alert')).toHaveTextContent('企業コードが正しくありません。');
    expect(waiting.getByRole('textbox')).toHaveAccessibleDescription(
      '企業コードが正しくありません。',
    );
    expect(waiting.getByRole('textbox')).toHaveValue('WRONG-1');
    expect(waiting.getByRole('button', { name: /申請/ })).toBeEnabled();
    expect(toasts.success).not.toHaveBeenCalled();
    expect(api.calls()).not.toContain('GET /job-companies');
    expect(api.calls()).not.toContain('GET /sidebar/badges');
  });

  it('applies with the Enter key', async () => {
    const api = installContractApi({
      'GET /settings/permit-matchings': ok([WAITING]),
      'PUT /settings/permit-matchings/{companyId}': ok(null),
      'GET /job-companies': ok([]),
      'GET /sidebar/badges': ok({ ...BADGES, unmatchedCompany: 0 }),
    });
    const { user } = renderSettings(<LinkedCompanies />);
    await user.type(await screen.findByRole('textbox'), 'BETA-778{Enter}');
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('連携企業を更新しました'));
    expect(api.last('PUT /settings/permit-matchings/{companyId}')?.body).toEqual({
      companyCode: 'BETA-778',
    });
  });

  it('says so inline when the list cannot be loaded', async () => {
    installContractApi({
      'GET /settings/permit-matchings': { status: 403, body: { message: 'x' } },
    });
    renderSettings(<LinkedCompanies />);
    expect(await screen.findByRole('alert')).toHaveTextContent('連携済み企業の取得に失敗しました');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says there is no company to link when the list is empty', async () => {
    installContractApi({ 'GET /settings/permit-matchings': ok([]) });
    renderSettings(<LinkedCompanies />);
    expect(await screen.findByText('連携できる企業はありません')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
