// jobs/info/{jobId}/referred-candidate/{candidateId} and .../new-candidate/{applicantId}: the
// candidate detail exposed by remote-applicants, loaded at run time (never a build-time import).
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CANDIDATE_DETAIL_MODULE } from '@portal/shared/remote-modules';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadingText } from '@portal/shared/ui/loading-text';

const REMOTE_FAILED = '候補者詳細を読み込めませんでした';

let cached: ReturnType<typeof lazy<ComponentType>> | null = null;
function candidateDetail() {
  cached ??= lazy(async () => {
    const module = await loadRemote<{ default: ComponentType }>(CANDIDATE_DETAIL_MODULE);
    if (!module?.default) throw new Error(`${CANDIDATE_DETAIL_MODULE} has no default export`);
    return { default: module.default };
  });
  return cached;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        message={REMOTE_FAILED}
        action={
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              cached = null;
              this.setState({ failed: false });
            }}
          >
            再読み込み
          </Button>
        }
      />
    );
  }
}

export function CandidateDetailMount() {
  const Detail = candidateDetail();
  return (
    <Boundary>
      <Suspense fallback={<LoadingText />}>
        <Detail />
      </Suspense>
    </Boundary>
  );
}
