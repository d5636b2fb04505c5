// The referral form of remote-jobs (紹介情報登録 / 紹介情報更新), mounted at run time by the shared
// remote mount (never imported at build time), with a retry when it fails to load.
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@portal/shared/paths';
import { REFERRAL_FORM_MODULE, type ReferralFormProps } from '@portal/shared/remote-modules';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { RemoteMount, type MountBoundary } from '@portal/shared/ui/remote-mount';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { messages } from '../messages';
import { Panel } from './panel';

type FormComponent = ComponentType<ReferralFormProps>;

/**
 * The remotes are registered at run time on the shell's federation instance, not on this
 * remote's own one (which knows no remotes): load through the instance that knows remote_jobs,
 * else (a standalone dev server) through our own.
 */
async function loadReferralForm(id: string): Promise<FormComponent> {
  const remoteName = id.split('/')[0];
  const host = getInstance((instance) =>
    (instance.options.remotes ?? []).some((remote) => remote.name === remoteName),
  );
  const module = await (host
    ? host.loadRemote<{ default: FormComponent }>(id)
    : loadRemote<{ default: FormComponent }>(id));
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module.default;
}

const FormBoundary: MountBoundary = ({ onError, onRetry, children }) => (
  <ErrorBoundary
    onError={onError}
    fallback={<ErrorWithRetry message={messages.refer.failed} onRetry={onRetry} />}
  >
    {children}
  </ErrorBoundary>
);

export function ReferralFormMount({
  mode,
  back,
}: {
  mode: 'register' | 'update';
  /** The way back up on a phone (@portal/shared/ui/phone-levels). */
  back?: ReactNode;
}) {
  const params = useParams();
  const siteId = useSiteId();
  const navigate = useNavigate();
  const applicantId = Number(params.applicantId);
  const jobId = Number(params.jobId);
  const onDone: ReferralFormProps['onDone'] = (result) => {
    navigate(
      paths.applicants.candidate(siteId, { applicantId, jobId, candidateId: result.candidateId }),
    );
  };
  return (
    <Panel>
      {back}
      <RemoteMount<ReferralFormProps>
        id={REFERRAL_FORM_MODULE}
        load={loadReferralForm}
        props={{
          jobId,
          applicantId,
          candidateId: mode === 'update' ? Number(params.candidateId) : undefined,
          onDone,
        }}
        loading={<LoadingText>{messages.refer.loading}</LoadingText>}
        boundary={FormBoundary}
      />
    </Panel>
  );
}
