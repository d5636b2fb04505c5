// The warning of a form that may register a person the agency already has (issue 21): each
// possible duplicate with what matched and a link to their page (their referred jobs). It never
// blocks saving. Texts come from the remote (its messages.ts); the list is announced politely as it
// changes.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { stack } from './layout';
import type { PossibleDuplicate } from '../contract/applicants';
import { paths } from '../paths';
import { useSiteId } from '../use-site-id';

export interface PossibleDuplicatesTexts {
  title: string;
  /** The text of the link to one of them, e.g. 山田 太郎（ヤマダ タロウ）. */
  link: (kanji: string, kana: string) => string;
  /** What matched, e.g. 電話番号が一致. */
  reason: (duplicate: PossibleDuplicate) => string;
  /** The hint under the list (saving is still possible). */
  hint: string;
}

export function PossibleDuplicatesNotice(props: {
  duplicates: PossibleDuplicate[];
  texts: PossibleDuplicatesTexts;
}) {
  const siteId = useSiteId();
  return (
    <Live aria-live="polite">
      {props.duplicates.length ? (
        <Notice role="group" aria-label={props.texts.title} data-testid="possible-duplicates">
          <strong>{props.texts.title}</strong>
          <ul>
            {props.duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <Link to={paths.applicants.jobs(siteId, { applicantId: duplicate.id })}>
                  {props.texts.link(duplicate.fullNameKanji, duplicate.fullNameKana)}
                </Link>
                <Reason>{props.texts.reason(duplicate)}</Reason>
              </li>
            ))}
          </ul>
          <Hint>{props.texts.hint}</Hint>
        </Notice>
      ) : null}
    </Live>
  );
}

const Live = styled.div`
  min-width: 0;
`;
const Notice = styled.div`
  ${stack('xs')}
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.status.orange.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.status.orange.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    ${stack('xxs')}
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li {
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 700;
  }
`;
const Reason = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;
