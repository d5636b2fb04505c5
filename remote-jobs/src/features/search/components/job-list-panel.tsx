// 公開求人一覧: the jobs of the search (URL query), restricted by the global company dropdown,
// "N件表示", a local keyword filter on job or company name, the filter icon back to the search
// form (fromBackButton), the dot for jobs with an imported history and 変更あり for jobs the
// company changed since the agency's last referral (issue 22). A row's link hovered or focused
// starts loading its job (jobQuery), so the detail usually opens already loaded.
import { useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import { useIntentPrefetch } from '@portal/shared/prefetch';
import { portalPath } from '@portal/shared/site';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { Badge, Dot } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { SearchInput } from '@portal/shared/ui/field';
import { useFocusAfterLevelChange } from '@portal/shared/ui/phone-levels';
import { VisuallyHidden } from '@portal/shared/ui/visually-hidden';
import { useSiteId } from '@portal/shared/use-site-id';
import { panel } from '../../../components/panel';
import { messages } from '../../../messages';
import { jobQuery } from '../../job-detail/api/get-job';
import { ListState } from '../../job-detail/components/list-state';
import { useJobs } from '../api/get-jobs';
import { fromQueryString, toJobQuery } from '../search-state';
import { FilterIcon } from '@portal/shared/ui/line-icon';
import { inlineRow, mutedText, stack } from '@portal/shared/ui/layout';

export function JobListPanel() {
  const siteId = useSiteId();
  const navigate = useNavigate();
  const { search } = useLocation();
  const selectedCompanyId = useSelectedCompanyStore((s) => s.selectedCompanyId);
  const jobs = useJobs(toJobQuery(fromQueryString(search), selectedCompanyId));
  const intent = useIntentPrefetch();
  const [keyword, setKeyword] = useState('');
  // Back on the list from a job (a phone): the focus starts at its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useFocusAfterLevelChange(titleRef);
  const needle = keyword.trim().toLowerCase();
  const shown = (jobs.data ?? []).filter(
    (job) =>
      !needle ||
      job.jobName.toLowerCase().includes(needle) ||
      job.companyName.toLowerCase().includes(needle),
  );
  return (
    <Panel aria-label={messages.jobListTitle}>
      <Header>
        <h2 ref={titleRef} tabIndex={-1}>
          {messages.jobListTitle}
        </h2>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={messages.backToSearch}
          title={messages.backToSearch}
          onClick={() =>
            navigate(portalPath(siteId, 'jobs/search'), { state: { fromBackButton: true } })
          }
        >
          <FilterIcon />
        </Button>
      </Header>
      <SearchInput label={messages.jobListKeyword} value={keyword} onChange={setKeyword} />
      <Count role="status">{messages.shownCount(shown.length)}</Count>
      <ListState
        query={jobs}
        loading={messages.jobsLoading}
        error={messages.jobsError}
        empty={shown.length === 0 ? messages.jobsEmpty : null}
      >
        <List>
          {shown.map((job) => (
            <li key={job.id}>
              <Item
                to={`${paths.jobs.info(siteId, { jobId: job.id })}${search}`}
                {...intent(jobQuery(job.id))}
              >
                <span>
                  <strong>{job.jobName}</strong>
                  <small>{job.companyName}</small>
                </span>
                <Marks>
                  {job.hasChangesSinceReferral ? (
                    <Badge tone="amber">
                      <span aria-hidden="true">{messages.changedMark}</span>
                      <VisuallyHidden>{messages.changedMarkLabel}</VisuallyHidden>
                    </Badge>
                  ) : null}
                  {job.hasImportedHistory ? <Dot label={messages.importedHistory} /> : null}
                </Marks>
              </Item>
            </li>
          ))}
        </List>
      </ListState>
    </Panel>
  );
}

const Panel = styled.nav`
  ${panel}
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
const Count = styled.p`
  ${mutedText}
`;
const List = styled.ul`
  list-style: none;
  ${stack('xxs')}
  max-height: 70vh;
  overflow-y: auto;
`;
const Marks = styled.span`
  ${inlineRow('xs')}
  flex-shrink: 0;
`;
const Item = styled(NavLink)`
  ${inlineRow('sm')}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  > span:first-child {
    display: flex;
    flex-direction: column;
    min-width: 0;
    word-break: break-word;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover,
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
