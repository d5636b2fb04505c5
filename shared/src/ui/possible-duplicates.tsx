// The warning of a form that may register a person the agency already has (issue 21): each
// possible duplicate with what matched and a link to them. It never blocks saving. Texts come
// from the remote (its messages.ts); the list is announced politely as it changes.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PossibleDuplicate } from '../contract/applicants';

export interface PossibleDuplicatesTexts {
  title: string;
  /** What matched, e.g. 電話番号が一致. */
  reason: (duplicate: PossibleDuplicate) => string;
  /** The hint under the list (saving is still possible). */
  hint: string;
}

export function PossibleDuplicatesNotice(props: {
  duplicates: PossibleDuplicate[];
  texts: PossibleDuplicatesTexts;
  /** The link to one applicant (a router Link of the remote). */
  link: (duplicate: PossibleDuplicate) => ReactNode;
}) {
  return (
    <Live aria-live="polite">
      {props.duplicates.length ? (
        <Notice role="group" aria-label={props.texts.title} data-testid="possible-duplicates">
          <strong>{props.texts.title}</strong>
          <ul>
            {props.duplicates.map((duplicate) => (
              <li key={duplicate.id}>
                {props.link(duplicate)}
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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.status.orange.fg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.status.orange.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
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
