// The applicant pages' layout (spec 2 §2): up to three left columns — applicants, the selected
// applicant's referred jobs, public jobs on the refer routes — and the right panel. Nested routes
// add the columns (each renders an Outlet); below 900 px only the level the route points at shows
// (@portal/shared/ui/phone-levels).
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { media } from '@portal/shared/ui/responsive';
import { Panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { ApplicantList } from './applicant-list';

export function ApplicantsLayout() {
  const atList = useIsLevel('applicants');
  // The public jobs column is open (new-refer, refer): the applicant is chosen already.
  const referring = /\/applicants\/\d+\/(new-refer|refer)(\/|$)/.test(useLocation().pathname);
  return (
    <Layout>
      <ListLevel $current={atList} $crowded={referring}>
        <ApplicantList />
      </ListLevel>
      <Outlet />
    </Layout>
  );
}

/**
 * A column plus what follows it (the next column or the panel). `current`: the route points at
 * this column's own level, so a phone shows it.
 */
export function ColumnWith({ column, current }: { column: ReactNode; current: boolean }) {
  return (
    <>
      <PhoneLevel $current={current}>{column}</PhoneLevel>
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
/**
 * The list's level; below 1440 px it also steps aside when `crowded`: three columns (the public
 * jobs open beside the referred jobs) would leave the referral form about 130 px.
 */
const ListLevel = styled(PhoneLevel)<{ $crowded: boolean }>`
  @media (max-width: 1439.98px) {
    ${({ $crowded }) => ($crowded ? 'display: none;' : '')}
  }
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
