// The applicant pages' layout (spec 2 §2): up to three left columns — applicants, the selected
// applicant's referred jobs, public jobs on the refer routes — and the right panel. Nested routes
// add the columns (each renders an Outlet). The panel keeps a usable width: below 1200 px one
// column stays beside it (the deepest), below 1440 px two; below 900 px only the level the route
// points at shows (@portal/shared/ui/phone-levels). Each hidden column's next one links back.
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { media } from '@portal/shared/ui/responsive';
import { ONE_COLUMN_BELOW, TWO_COLUMNS_BELOW } from '../../../components/column';
import { Panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { ApplicantList } from './applicant-list';
import { routes } from '@portal/shared/routes';

export function ApplicantsLayout() {
  const atList = useIsLevel(routes.applicants.home.path);
  const { pathname } = useLocation();
  // An applicant is chosen (their referred jobs are open: their pages and 候補者情報更新), and
  // maybe the public jobs too.
  const chosen = /\/applicants\/(edit\/)?\d+(\/|$)/.test(pathname);
  const referring = /\/applicants\/\d+\/(new-refer|refer)(\/|$)/.test(pathname);
  return (
    <Layout>
      <Level
        $current={atList}
        $hideBelow={referring ? TWO_COLUMNS_BELOW : chosen ? ONE_COLUMN_BELOW : undefined}
      >
        <ApplicantList />
      </Level>
      <Outlet />
    </Layout>
  );
}

/**
 * A column plus what follows it (the next column or the panel). `current`: the route points at
 * this column's own level, so a phone shows it; `hideBelow`: narrower screens leave it out for
 * the column after it.
 */
export function ColumnWith({
  column,
  current,
  hideBelow,
}: {
  column: ReactNode;
  current: boolean;
  hideBelow?: number;
}) {
  return (
    <>
      <Level $current={current} $hideBelow={hideBelow}>
        {column}
      </Level>
      <Outlet />
    </>
  );
}

/** The panel before anything is chosen; on a phone it introduces the list, above it. */
export function Welcome() {
  return (
    <Intro>
      <PageTitle>{messages.title}</PageTitle>
      <Muted>{messages.description}</Muted>
      <Beside>{messages.selectApplicant}</Beside>
    </Intro>
  );
}

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  ${media.compact} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
/** A column's level: the phone rule, and below `$hideBelow` px out of the way of the next. */
const Level = styled(PhoneLevel)<{ $hideBelow?: number }>`
  ${({ $hideBelow }) =>
    $hideBelow ? `@media (max-width: ${$hideBelow - 0.02}px) { display: none; }` : ''}
`;
const Intro = styled(Panel)`
  ${media.compact} {
    order: -1;
  }
`;
/** 左の一覧から…: there is no list on the left below 900 px. */
const Beside = styled(Muted)`
  ${media.compact} {
    display: none;
  }
`;
