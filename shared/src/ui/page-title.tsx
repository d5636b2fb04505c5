// PageTitle: the h1 a section page opens with, one size, weight and colour in every remote. When
// its content is plain text it also names the document ("各種設定 | 紹介会社ポータル"); pass
// `documentTitle` when the heading holds markup or the tab should read differently.
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '@portal/shared/ui/document-title';

type Props = ComponentPropsWithoutRef<'h1'> & { documentTitle?: string };

export function PageTitle({ documentTitle, children, ...props }: Props) {
  useDocumentTitle(documentTitle ?? (typeof children === 'string' ? children : undefined));
  return <Heading {...props}>{children}</Heading>;
}

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
