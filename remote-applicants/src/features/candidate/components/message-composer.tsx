// A local composer with the shared composer's contract (onSend({ content, files }) → saved?,
// height): text, attachments, send disabled while empty; input and files reset after a send.
// To be replaced by shared/src/ui/composer.tsx once it lands on main.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../../../messages';

const t = messages.chat;

export interface ComposerProps {
  onSend: (input: { content: string; files: File[] }) => Promise<boolean>;
  height: number;
}

export function MessageComposer({ onSend, height }: ComposerProps) {
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const empty = content.trim() === '' && files.length === 0;
  const send = async () => {
    if (empty || busy) return;
    setBusy(true);
    const ok = await onSend({ content, files });
    setBusy(false);
    if (ok) {
      setContent('');
      setFiles([]);
    }
  };
  return (
    <Box style={{ minHeight: height }}>
      <label
        htmlFor={`${id}-text`}
        className="sr-only"
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t.label}
      </label>
      <Text
        id={`${id}-text`}
        placeholder={t.placeholder}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      {files.length ? (
        <Files>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}
              <Button
                size="sm"
                variant="ghost"
                aria-label={t.removeAttachment(file.name)}
                onClick={() => setFiles(files.filter((_, i) => i !== index))}
              >
                ×
              </Button>
            </li>
          ))}
        </Files>
      ) : null}
      <Row>
        <Button variant="secondary" size="sm" onClick={() => fileRef.current?.click()}>
          {t.attach}
        </Button>
        <input
          ref={fileRef}
          type="file"
          multiple
          hidden
          aria-label={t.attach}
          onChange={(e) => {
            setFiles([...files, ...Array.from(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        <Button onClick={() => void send()} disabled={empty} aria-busy={busy || undefined}>
          {t.send}
        </Button>
      </Row>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Text = styled.textarea`
  flex: 1;
  min-height: 140px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  resize: vertical;
`;
const Files = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
`;
