// The files attached in the composer, each removable before sending.
import { Cluster } from './layout';
import styled from 'styled-components';
import { formatFileSize } from './composer-rules';

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs} ${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Remove = styled.button`
  min-width: 24px;
  min-height: 24px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
`;

export interface ComposerFileListProps {
  files: File[];
  onRemove: (index: number) => void;
}

export function ComposerFileList({ files, onRemove }: ComposerFileListProps) {
  if (files.length === 0) return null;
  return (
    <Cluster as="ul" $gap="xs" aria-label="添付ファイル">
      {files.map((file, index) => (
        <Item key={file.name}>
          <Name title={file.name}>{file.name}</Name>
          <Size>{formatFileSize(file.size)}</Size>
          <Remove type="button" aria-label={`${file.name}を削除`} onClick={() => onRemove(index)}>
            ×
          </Remove>
        </Item>
      ))}
    </Cluster>
  );
}
