// The chat composer shared by company messages and candidate messages: attachments (several at
// once, the allowed types in a hint, a name already attached ignored, the input cleared after
// choosing), a removable file list, the text area, the template picker and the send button.
// After a successful send the text, the attachments and the list reset and focus returns to the
// text area; a failed send keeps everything so nothing typed is lost.
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { ComposerFileList } from './composer-file-list';
import {
  COMPOSER_ACCEPT,
  COMPOSER_FILE_TYPES,
  COMPOSER_MAX_CONTENT,
  addFiles,
} from './composer-rules';
import type { MessageTemplate } from './composer-templates';
import { TemplatePicker } from './composer-template-picker';
import { VisuallyHidden } from './visually-hidden';

export interface ComposerInput {
  content: string;
  files: File[];
}

export interface ComposerProps {
  /** Resolves true when the message was sent: the composer then resets. */
  onSend: (input: ComposerInput) => Promise<boolean>;
  /** The text area's accessible name (shown above it unless hideLabel). */
  label: string;
  hideLabel?: boolean;
  /** Text area height in px: 250 on thread and candidate pages, 85 by default. */
  height?: number;
  disabled?: boolean;
  sendLabel?: string;
  /** The text area's id, e.g. to point a Field label at it. */
  id?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const TextArea = styled.textarea<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
  min-height: 60px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  resize: vertical;
  &:focus {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Spacer = styled.span`
  flex: 1;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const HINT = `添付可能な形式: ${COMPOSER_FILE_TYPES.join(', ')}（1ファイル10MBまで・10件まで）`;

export function Composer({
  onSend,
  label,
  hideLabel = false,
  height = 85,
  disabled = false,
  sendLabel = '送信',
  id,
}: ComposerProps) {
  const autoId = useId();
  const textId = id ?? `${autoId}-text`;
  const hintId = `${autoId}-hint`;
  const problemId = `${autoId}-problem`;
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const attachRef = useRef<HTMLButtonElement>(null);

  const tooLong = content.length > COMPOSER_MAX_CONTENT;
  const empty = content.trim() === '' && files.length === 0;

  const chooseFiles = (chosen: FileList | null) => {
    const result = addFiles(files, chosen ? Array.from(chosen) : []);
    setFiles(result.files);
    setProblems(result.rejected);
    // Cleared so choosing the same file again (after removing it) fires a change again.
    if (fileInputRef.current) fileInputRef.current.value = '';
  };

  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, i) => i !== index));
    setProblems([]);
    attachRef.current?.focus();
  };

  const chooseTemplate = (template: MessageTemplate) => {
    setContent((current) =>
      current.trim() === '' ? template.html : `${current}\n${template.html}`,
    );
    setPickerOpen(false);
    // After the modal gives focus back to its opener, move it to the text just filled in.
    setTimeout(() => textRef.current?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || disabled || empty || tooLong) return;
    setSending(true);
    try {
      const sent = await onSend({ content, files });
      if (sent) {
        setContent('');
        setFiles([]);
        setProblems([]);
        if (fileInputRef.current) fileInputRef.current.value = '';
        textRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  const labelNode = <Label htmlFor={textId}>{label}</Label>;
  return (
    <Form onSubmit={(event) => void submit(event)} aria-busy={sending || undefined} noValidate>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <TextArea
        ref={textRef}
        id={textId}
        $height={height}
        value={content}
        placeholder="記入してください"
        readOnly={sending}
        disabled={disabled}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? problemId : undefined}
        onChange={(event) => setContent(event.target.value)}
      />
      {tooLong ? (
        <Problem id={problemId} role="alert">
          {`内容は${COMPOSER_MAX_CONTENT.toLocaleString('ja-JP')}文字以内で入力してください（現在${content.length.toLocaleString('ja-JP')}文字）`}
        </Problem>
      ) : null}
      <ComposerFileList files={files} onRemove={removeFile} />
      {problems.length > 0 ? (
        <div role="alert">
          {problems.map((problem) => (
            <Problem key={problem}>{problem}</Problem>
          ))}
        </div>
      ) : null}
      <Toolbar>
        <Button
          ref={attachRef}
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => fileInputRef.current?.click()}
        >
          ファイルを添付
        </Button>
        <VisuallyHidden>
          <input
            ref={fileInputRef}
            type="file"
            multiple
            accept={COMPOSER_ACCEPT}
            tabIndex={-1}
            aria-label="添付するファイル"
            onChange={(event) => chooseFiles(event.target.files)}
          />
        </VisuallyHidden>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={disabled}
          onClick={() => setPickerOpen(true)}
        >
          テンプレート
        </Button>
        <Spacer />
        <Button
          type="submit"
          disabled={disabled || empty || tooLong}
          aria-busy={sending || undefined}
        >
          {sending ? '送信中...' : sendLabel}
        </Button>
      </Toolbar>
      <Hint id={hintId}>{HINT}</Hint>
      <TemplatePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onChoose={chooseTemplate}
      />
    </Form>
  );
}
