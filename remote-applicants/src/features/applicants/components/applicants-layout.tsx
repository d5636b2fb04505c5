// The applicant pages' layout (spec 2 §2): up to three left columns — applicants, the selected
// applicant's referred jobs, public jobs on the refer routes — and the right panel. Nested routes
// add the columns (each renders an Outlet); below 900 px they stack above the panel.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { Panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { ApplicantList } from './applicant-list';

export function ApplicantsLayout() {
  return (
    <Layout>
      <ApplicantList />
      <Outlet />
    </Layout>
  );
}

/** A column plus what follows it (the next column or the panel). */
export function ColumnWith({ column }: { column: ReactNode }) {
  return (
    <>
      {column}
      <Outlet />
    </>
  );
}

export function Welcome() {
  return (
    <Panel>
      <PageTitle>{messages.title}</PageTitle>
      <Muted>{messages.description}</Muted>
      <Muted>{messages.selectApplicant}</Muted>
    </Panel>
  );
}

const Layout = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: 900px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Muted = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
