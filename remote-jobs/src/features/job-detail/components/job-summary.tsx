// The job beside the referral form: title, company and the label/value lines.
import styled from 'styled-components';
import { formatValue } from '@portal/shared/format';
import type { JobDetailLine } from '@portal/shared/contract/jobs';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { jobLines, panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { useJob } from '../api/get-job';

export interface JobSummaryData {
  jobName: string;
  companyName: string;
  detail: JobDetailLine[];
}

/** The job of a registration (fetched) or of an update (given by the referral, or none). */
export function JobSummary(props: { jobId: number } | { job: JobSummaryData | null }) {
  if ('jobId' in props) return <FetchedJob jobId={props.jobId} />;
  if (!props.job) {
    return (
      <Aside>
        <p>{messages.noJobNote}</p>
      </Aside>
    );
  }
  return <JobCard job={props.job} />;
}

function FetchedJob({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  if (job.isPending) {
    return (
      <Aside>
        <LoadingText>{messages.jobLoading}</LoadingText>
      </Aside>
    );
  }
  if (!job.data) {
    return (
      <Aside>
        <p>{messages.jobError}</p>
      </Aside>
    );
  }
  return <JobCard job={job.data} />;
}

function JobCard({ job }: { job: JobSummaryData }) {
  return (
    <Aside aria-label="求人情報">
      <h2>{job.jobName}</h2>
      <Company>{job.companyName}</Company>
      <dl>
        {job.detail.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{formatValue(line.value)}</dd>
          </div>
        ))}
      </dl>
    </Aside>
  );
}

const Aside = styled.aside`
  ${panel}
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl div {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${jobLines}
`;
const Company = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
