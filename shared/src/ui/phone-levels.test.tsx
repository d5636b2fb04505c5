import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithTheme as render } from '../test/render';
import { PhoneBack, useFocusAfterLevelChange, useIsLevel } from './phone-levels';

function Levels() {
  const atList = useIsLevel('applicants');
  const atJobs = useIsLevel('applicants/12', 'applicants/12/jobs');
  return <output aria-label="levels">{`${atList} ${atJobs}`}</output>;
}

const renderAt = (path: string, element: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:siteId/employment-agency/*" element={element} />
      </Routes>
    </MemoryRouter>,
  );

describe('useIsLevel', () => {
  it.each([
    ['/25/employment-agency/applicants', 'true false'],
    ['/25/employment-agency/applicants/', 'true false'],
    ['/25/employment-agency/applicants/12/jobs', 'false true'],
    ['/25/employment-agency/applicants/12', 'false true'],
    ['/25/employment-agency/applicants/12/jobs/3/4', 'false false'],
  ])('%s → list, referred jobs: %s', (path, expected) => {
    renderAt(path, <Levels />);
    expect(screen.getByLabelText('levels')).toHaveTextContent(expected);
  });
});

describe('PhoneBack', () => {
  it('links to the parent level built from the route parameters, hidden on a desktop', () => {
    render(
      <MemoryRouter initialEntries={['/mid/employment-agency/applicants/12/jobs/3/4']}>
        <Routes>
          <Route
            path="/:siteId/employment-agency/applicants/:applicantId/jobs/:jobId/:candidateId"
            element={
              <PhoneBack to={({ applicantId }) => `applicants/${applicantId}/jobs`}>戻る</PhoneBack>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    // Hidden on a desktop (jsdom applies no media query): the columns are side by side there.
    const back = screen.getByRole('link', { hidden: true });
    expect(back).toHaveTextContent('← 戻る');
    expect(back).toHaveAttribute('href', '/mid/employment-agency/applicants/12/jobs');
    expect(back).not.toBeVisible();
  });
});

function ListAndDetail() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterLevelChange(heading);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        一覧
      </h2>
      <Routes>
        <Route index element={<Link to="detail">開く</Link>} />
        <Route
          path="detail"
          element={
            <p>
              <Link to="..">戻る</Link>
            </p>
          }
        />
      </Routes>
    </>
  );
}

function setPhone(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('useFocusAfterLevelChange', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('on a phone, catches the focus the followed link took away with it', async () => {
    setPhone(true);
    renderAt('/25/employment-agency', <ListAndDetail />);
    await userEvent.click(screen.getByRole('link', { name: '開く' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: '一覧' })).toHaveFocus());
  });

  it('leaves the focus where a first page load puts it', async () => {
    setPhone(true);
    renderAt('/25/employment-agency', <ListAndDetail />);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.body).toHaveFocus();
  });

  it('leaves a focus that is still somewhere alone', async () => {
    setPhone(true);
    renderAt('/25/employment-agency', <ListAndDetail />);
    await userEvent.click(screen.getByRole('link', { name: '開く' }));
    screen.getByRole('link', { name: '戻る' }).focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: '戻る' })).toHaveFocus();
  });

  it('does nothing on a desktop', async () => {
    setPhone(false);
    renderAt('/25/employment-agency', <ListAndDetail />);
    await userEvent.click(screen.getByRole('link', { name: '開く' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('heading', { name: '一覧' })).not.toHaveFocus();
  });
});
