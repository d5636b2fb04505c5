import { screen } from '@testing-library/react';
import { PREVIEW_STORAGE_KEY } from '../preview-data';
import { renderAt } from '../../../test/render';
import PreviewPage from './preview-page';

afterEach(() => localStorage.clear());

function renderPreview(data: object) {
  localStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(data));
  return renderAt(
    '/25/employment-agency/preview/job',
    '/:siteId/employment-agency/preview/job',
    <PreviewPage />,
  );
}

it('shows the recruitment dates as the job page does: ja-JP, and 未設定 for the unset date', () => {
  renderPreview({
    jobName: '一次面接付き総合職',
    companyName: '株式会社みらいソフトウェア',
    recruitmentStartDate: '2027-03-01 09:00:00',
    recruitmentEndDate: '0000-00-00 00:00:00',
  });
  const start = screen.getByText('募集開始日時').nextElementSibling;
  const end = screen.getByText('募集終了日時').nextElementSibling;
  expect(start).toHaveTextContent(/^2027\/03\/01 09:00$/);
  expect(end).toHaveTextContent(/^未設定$/);
  expect(screen.queryByText(/0000-00-00/)).not.toBeInTheDocument();
});
