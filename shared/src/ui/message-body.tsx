// The body of one message, the same in company chat and on the candidate page: message HTML
// through the shared allow-list (html-policy.ts, DOMPurify here, sanitize-html in the api), plain
// text escaped with its line breaks. The composer's editor uses the same typography, so what is
// written looks like what is sent.
import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { sanitizeMessageHtml } from '../html';

/** Paragraphs, lists and links as in a message (shared with the composer's editor). */
export const messageTypography = css`
  overflow-wrap: anywhere;
  p {
    margin: 0;
    min-height: 1.6em;
  }
  p + p,
  p + ul,
  p + ol,
  ul + p,
  ol + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li > p + p {
    margin-top: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
  strong,
  b {
    font-weight: 700;
  }
`;

const Body = styled.div`
  ${messageTypography}
`;

export interface MessageBodyProps {
  content: string;
  className?: string;
}

export function MessageBody({ content, className }: MessageBodyProps) {
  const html = useMemo(() => sanitizeMessageHtml(content), [content]);
  if (!html) return null;
  return (
    <Body className={className} data-message-body="" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
