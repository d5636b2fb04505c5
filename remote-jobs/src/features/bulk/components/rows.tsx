// The parts of the bulk dialog's two row lists (一括紹介の結果 and the failure list):
// - the table box: scrolls sideways on a narrow screen, small type, one line between rows;
// - a row's marks (issue 21): linked to an existing applicant (same normalised phone and e-mail),
//   and a possible duplicate of another applicant (name+phone, name+e-mail or phone alone), each
//   a link to that applicant.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BulkPossibleDuplicate } from '@portal/shared/contract/bulk';
import { paths } from '@portal/shared/paths';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

export const RowTableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

export function RowMarks(props: {
  linkedApplicantId?: number | null;
  possibleDuplicate?: BulkPossibleDuplicate | null;
}) {
  const siteId = useSiteId();
  const { linkedApplicantId, possibleDuplicate } = props;
  if (!linkedApplicantId && !possibleDuplicate) return null;
  return (
    <>
      {linkedApplicantId ? (
        <Mark data-mark="linked">
          <Link to={paths.applicants.jobs(siteId, { applicantId: linkedApplicantId })}>
            {messages.bulkLinked}
          </Link>
        </Mark>
      ) : null}
      {possibleDuplicate ? (
        <Flag data-mark="flagged">
          <Link to={paths.applicants.jobs(siteId, { applicantId: possibleDuplicate.applicantId })}>
            {messages.bulkFlagged(possibleDuplicate.fullNameKanji)}
          </Link>
          <span>（{messages.bulkFlaggedReason(possibleDuplicate.matchedOn)}）</span>
        </Flag>
      ) : null}
    </>
  );
}

const Mark = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
`;
/** Orange like the possible-duplicate notice of the forms. */
const Flag = styled(Mark)`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-left: 3px solid ${({ theme }) => theme.status.orange.fg};
  background: ${({ theme }) => theme.status.orange.bg};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
