// The sign-up page, exposed to the shell as remote_auth/Signup at signup and signup/{hashId}. The
// shell shows it inside the layout with its navigation hidden (the visitor has no session yet).
// Without a hash it needs what welcome handed over; with one it verifies the invitation first.
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '@portal/shared/site';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { card } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { readSignupHandoff } from '../../../lib/signup-handoff';
import { messages } from '../../../messages';
import type { SignupValues } from '../api/signup';
import { useVerifyHash } from '../api/post-verify-hash';
import { SignupForm } from './signup-form';

const EMPTY: SignupValues = {
  userId: '',
  password: '',
  email: '',
  companyName: '',
  phone: '',
  contactPerson: '',
  address: '',
  companyCode: '',
};

function Frame({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <section>
      <PageTitle>{messages.signupTitle}</PageTitle>
      <Lead>{lead}</Lead>
      <Card>{children}</Card>
    </section>
  );
}

function MainAccountSignup() {
  const siteId = useSiteId();
  const { state } = useLocation();
  const handoff = useMemo(() => readSignupHandoff(state), [state]);
  const initialValues = useMemo(
    () => (handoff ? { ...EMPTY, email: handoff.email, companyCode: handoff.companyCode } : null),
    [handoff],
  );
  // Only company-code authentication leads here: without its result there is nothing to sign up.
  if (initialValues === null) return <Navigate to={portalPath(siteId, 'welcome')} replace />;
  return (
    <Frame lead={messages.signupLead}>
      <SignupForm initialValues={initialValues} />
    </Frame>
  );
}

function SubAccountSignup({ hashId }: { hashId: string }) {
  const verification = useVerifyHash(hashId);
  const invitation = verification.status === 'verified' ? verification.invitation : null;
  const initialValues = useMemo(() => {
    if (invitation === null) return null;
    const { email, introductionCompanyName, phoneNumber, address, companyCode } = invitation;
    return {
      ...EMPTY,
      email,
      companyName: introductionCompanyName,
      phone: phoneNumber,
      address,
      companyCode,
    };
  }, [invitation]);
  return (
    <Frame lead={messages.subAccountLead}>
      {initialValues === null ? (
        <LoadingText>{messages.verifyingHash}</LoadingText>
      ) : (
        <SignupForm initialValues={initialValues} hashId={hashId} />
      )}
    </Frame>
  );
}

export default function SignupPage() {
  const { hashId } = useParams();
  return hashId ? <SubAccountSignup key={hashId} hashId={hashId} /> : <MainAccountSignup />;
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Card = styled.div`
  max-width: 720px;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
`;
