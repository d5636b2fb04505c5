import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { answerLayoutCalls, callsOf, renderAt, resetSharedStores } from '../test/render';
import { CompanySelect } from './company-select';

const LONG_NAME =
  '株式会社ながいながい会社名のサンプルホールディングスグループ本社人事部採用課の皆'; // 40 characters

let api: ReturnType<typeof answerLayoutCalls>;

beforeEach(() => {
  jest.resetAllMocks();
  resetSharedStores();
  api = answerLayoutCalls({
    companies: [
      { id: 3, name: '株式会社アルファ' },
      { id: 8, name: LONG_NAME },
    ],
  });
});

describe('CompanySelect', () => {
  it('loads the matched companies and starts with every company', async () => {
    renderAt('/27/employment-agency/infos', <CompanySelect />);
    const select = screen.getByRole('combobox', { name: '連携企業を選択' });
    expect(await screen.findByRole('option', { name: '株式会社アルファ' })).toBeInTheDocument();
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('すべての連携企業');
    expect(callsOf(api, 'GET /job-companies')).toBe(1);
  });

  it('cuts names longer than 32 characters with … and keeps the full name as title', async () => {
    expect(Array.from(LONG_NAME)).toHaveLength(40);
    renderAt('/27/employment-agency/infos', <CompanySelect />);
    const option = await screen.findByRole('option', { name: `${LONG_NAME.slice(0, 32)}…` });
    expect(option).toHaveAttribute('title', LONG_NAME);
    expect(screen.getByRole('option', { name: '株式会社アルファ' })).toHaveTextContent(
      /^株式会社アルファ$/,
    );
  });

  it('sets the global selected company and clears it with すべての連携企業', async () => {
    renderAt('/27/employment-agency/infos', <CompanySelect />);
    const select = screen.getByRole('combobox', { name: '連携企業を選択' });
    await screen.findByRole('option', { name: '株式会社アルファ' });

    await userEvent.selectOptions(select, '8');
    expect(useSelectedCompanyStore.getState().selectedCompanyId).toBe(8);
    expect(select).toHaveValue('8');

    await userEvent.selectOptions(select, 'すべての連携企業');
    await waitFor(() => expect(useSelectedCompanyStore.getState().selectedCompanyId).toBeNull());
  });
});
