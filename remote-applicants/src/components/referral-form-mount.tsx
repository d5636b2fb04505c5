// The referral form of remote-jobs (紹介情報登録 / 紹介情報更新), loaded at run time through the
// federation runtime — never imported at build time — with a retry when it fails to load.
import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@portal/shared/paths';
import { REFERRAL_FORM_MODULE, type ReferralFormProps } from '@portal/shared/remote-modules';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { messages } from '../messages';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';
import { Panel } from './panel';

type FormComponent = ComponentType<ReferralFormProps>;

/**
 * The remotes are registered at run time on the shell's federation instance, not on this
 * remote's own one (which knows no remotes): load through the instance that knows remote_jobs,
 * else (a standalone dev server) through our own.
 */
function loadReferralForm() {
  const remoteName = REFERRAL_FORM_MODULE.split('/')[0];
  const host = getInstance((instance) =>
    (instance.options.remotes ?? []).some((remote) => remote.name === remoteName),
  );
  return host
    ? host.loadRemote<{ default: FormComponent }>(REFERRAL_FORM_MODULE)
    : loadRemote<{ default: FormComponent }>(REFERRAL_FORM_MODULE);
}

function loadForm() {
  return lazy(async () => {
    const module = await loadReferralForm();
    if (!module?.default) throw new Error(`${REFERRAL_FORM_MODULE} has no default export`);
    return { default: module.default };
  });
}

let cached: ReturnType<typeof loadForm> | null = null;

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
  const [attempt, setAttempt] = useState(0);
  const applicantId = Number(params.applicantId);
  const jobId = Number(params.jobId);
  cached ??= loadForm();
  const Form = cached;
  const onDone: ReferralFormProps['onDone'] = (result) => {
    navigate(
      paths.applicants.candidate(siteId, { applicantId, jobId, candidateId: result.candidateId }),
    );
  };
  return (
    <Panel>
      {back}
      <ErrorBoundary
        key={attempt}
        fallback={
          <ErrorWithRetry
            message={messages.refer.failed}
            onRetry={() => {
              cached = null;
              setAttempt((n) => n + 1);
            }}
          />
        }
      >
        <Suspense fallback={<LoadingText>{messages.refer.loading}</LoadingText>}>
          <Form
            jobId={jobId}
            applicantId={applicantId}
            candidateId={mode === 'update' ? Number(params.candidateId) : undefined}
            onDone={onDone}
          />
        </Suspense>
      </ErrorBoundary>
    </Panel>
  );
}
