// The referral buttons of the job detail: 手入力で紹介する, この求人に紹介する (to the chosen
// applicant of the sidebar) and 一括紹介 (hidden for mid, with an indicator for flags 4 and 5);
// disabled outside the recruitment window or when the job is finished. The failed rows of the last
// import stay reachable then: 紹介できなかった候補者を確認 (with the indicator) opens them.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import { isRecruitmentOpen } from '@portal/shared/contract/job-rules';
import type { JobDetail } from '@portal/shared/contract/jobs';
import { importFlagHasFailures } from '@portal/shared/enums';
import { isMid } from '@portal/shared/site';
import { Button } from '@portal/shared/ui/button';
import { Dot } from '@portal/shared/ui/badge';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import { Stack, cluster, mutedText } from '@portal/shared/ui/layout';

export interface JobActionsProps {
  job: JobDetail;
  selectedApplicantId: number | null;
  onBulk: () => void;
  now?: Date;
}

export function JobActions({
  job,
  selectedApplicantId,
  onBulk,
  now = new Date(),
}: JobActionsProps) {
  const siteId = useSiteId();
  const open = isRecruitmentOpen(job, now);
  const failures = importFlagHasFailures(job.importFlag);
  return (
    <Stack $gap="xs">
      <Row>
        {open ? (
          <Button
            as={Link}
            to={paths.jobs.refer(siteId, { jobId: job.id, applicantId: 'new-applicant' })}
          >
            {messages.referByHand}
          </Button>
        ) : (
          <Button type="button" disabled>
            {messages.referByHand}
          </Button>
        )}
        {open && selectedApplicantId !== null ? (
          <Button
            as={Link}
            to={paths.jobs.refer(siteId, { jobId: job.id, applicantId: selectedApplicantId })}
            variant="secondary"
          >
            {messages.referToThisJob}
          </Button>
        ) : (
          <Button type="button" variant="secondary" disabled>
            {messages.referToThisJob}
          </Button>
        )}
        {isMid(siteId) ? null : (
          <BulkButton type="button" variant="secondary" onClick={onBulk} disabled={!open}>
            {messages.bulkReferral}
            {failures && open ? <Dot label={messages.bulkIndicator} /> : null}
          </BulkButton>
        )}
        {/* Outside the window no new upload, but the failed rows are still to be dealt with. */}
        {!isMid(siteId) && failures && !open ? (
          <BulkButton type="button" variant="secondary" onClick={onBulk}>
            {messages.bulkReviewFailures}
            <Dot label={messages.bulkIndicator} />
          </BulkButton>
        ) : null}
      </Row>
      {open ? null : <Closed>{messages.outsideWindow}</Closed>}
    </Stack>
  );
}

const Row = styled.div`
  ${cluster('sm')}
  > * {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;
const BulkButton = styled(Button)`
  position: relative;
  gap: ${({ theme }) => theme.space.xs};
`;
const Closed = styled.p`
  ${mutedText}
`;
