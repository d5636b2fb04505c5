import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { parseSiteId } from '@portal/shared/site';
import { reloadAt } from '../app/browser';
import { renderAt } from '../test/render';
import { YearSelector } from './year-selector';

jest.mock('../app/browser');

function SiteYearSelector() {
  const { siteId } = useParams();
  return <YearSelector siteId={parseSiteId(siteId)} />;
}

beforeEach(() => jest.resetAllMocks());

describe('YearSelector', () => {
  it('offers 2023 to 2028 with the current year selected', () => {
    renderAt('/26/employment-agency/infos', <SiteYearSelector />);
    const select = screen.getByRole('combobox', { name: '年度を選択' });
    expect(select).toHaveValue('26');
    const options = screen
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('value')]);
    expect(options).toEqual([
      ['2023', '23'],
      ['2024', '24'],
      ['2025', '25'],
      ['2026', '26'],
      ['2027', '27'],
      ['2028', '28'],
    ]);
  });

  it('replaces the first path segment and reloads the page', async () => {
    renderAt('/27/employment-agency/jobs/search?keyword=営業', <SiteYearSelector />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '年度を選択' }), '24');
    expect(reloadAt).toHaveBeenCalledTimes(1);
    expect(reloadAt).toHaveBeenCalledWith(
      `/24/employment-agency/jobs/search?keyword=${encodeURIComponent('営業')}`,
    );
  });

  it('shows no year selected on mid and moves to the chosen new-graduate year', async () => {
    renderAt('/mid/employment-agency/settings', <SiteYearSelector />);
    const select = screen.getByRole('combobox', { name: '年度を選択' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: '年度を選択' })).toBeDisabled();
    await userEvent.selectOptions(select, '28');
    expect(reloadAt).toHaveBeenCalledWith('/28/employment-agency/settings');
  });
});
