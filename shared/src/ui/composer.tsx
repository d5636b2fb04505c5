// The chat composer shared by company messages and candidate messages: attachments (several at
// once, the allowed types in a hint, a name already attached ignored, the input cleared after
// choosing), a removable file list, the rich-text editor (loaded as its own chunk only when a
// composer is shown: rich-text-editor.tsx), the template picker and the send button (or
// Ctrl/⌘+Enter in the editor, never during IME conversion). A template fills the editor in place
// (after asking, when something is already written), its placeholders as fields Tab moves between.
// The unsent text and the template choice are kept as a draft per conversation (draftKey).
// After a successful send the text, the attachments, the list and the draft reset and focus
// returns to the editor; a failed send keeps everything so nothing typed is lost.
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { ComposerFileList } from './composer-file-list';
import {
  COMPOSER_ACCEPT,
  COMPOSER_FILE_TYPES,
  COMPOSER_MAX_CONTENT,
  addFiles,
} from './composer-rules';
import { clearComposerDraft, loadComposerDraft, saveComposerDraft } from './composer-draft';
import type { MessageTemplate } from './composer-templates';
import { TemplatePicker } from './composer-template-picker';
import { ConfirmDialog } from './confirm-dialog';
import type { RichTextEditorHandle } from './rich-text-editor';
import { VisuallyHidden } from './visually-hidden';

/** The editor: its own chunk, loaded with the first composer on a page and never before. */
const RichTextEditor = lazy(
  () => import(/* webpackChunkName: "composer-editor" */ './rich-text-editor'),
);

export interface ComposerInput {
  /** Message HTML (the api sanitises it through the shared message policy). */
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
  /** The editor's id, e.g. to point a Field label at it. */
  id?: string;
  /** Where the unsent text is kept (per conversation, e.g. `chat:25:12`); none without it. */
  draftKey?: string;
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

const Loading = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height + 40}px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
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
const DRAFT_HINT =
  '送信前の本文と選んだテンプレートは、この端末に下書きとして保存されます（添付ファイルは保存されません）。';
const PLACEHOLDER = '記入してください';
const DRAFT_DELAY_MS = 300;

export function Composer({
  onSend,
  label,
  hideLabel = false,
  height = 85,
  disabled = false,
  sendLabel = '送信',
  id,
  draftKey,
}: ComposerProps) {
  const autoId = useId();
  const textId = id ?? `${autoId}-text`;
  const labelId = `${autoId}-label`;
  const hintId = `${autoId}-hint`;
  const problemId = `${autoId}-problem`;
  const [draft] = useState(() => (draftKey ? loadComposerDraft(draftKey) : null));
  const [content, setContent] = useState(draft?.html ?? '');
  const [text, setText] = useState(() => (draft ? htmlText(draft.html) : ''));
  const [templateId, setTemplateId] = useState<string | null>(draft?.templateId ?? null);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [replacing, setReplacing] = useState<MessageTemplate | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const tooLong = content.length > COMPOSER_MAX_CONTENT;
  const empty = text.trim() === '' && files.length === 0;

  // The draft follows the typing (a moment later; at once when the composer goes), and is gone
  // once nothing is written. A write always takes the latest text, so a late one after a send
  // cannot bring the sent text back.
  const latestDraft = useRef({ content, text, templateId });
  latestDraft.current = { content, text, templateId };
  const draftPending = useRef(false);
  const writeDraft = useCallback(() => {
    draftPending.current = false;
    if (!draftKey) return;
    const latest = latestDraft.current;
    if (latest.text.trim() === '') clearComposerDraft(draftKey);
    else saveComposerDraft(draftKey, { html: latest.content, templateId: latest.templateId });
  }, [draftKey]);
  useEffect(() => {
    if (!draftKey) return undefined;
    draftPending.current = true;
    const timer = setTimeout(writeDraft, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftKey, writeDraft, content, text, templateId]);
  useEffect(
    () => () => {
      if (draftPending.current) writeDraft();
    },
    [writeDraft],
  );

  // Back to the editor after a send, once it is editable again (its own effect runs first).
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    editorRef.current?.focus();
  }, [sending]);

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

  const fillTemplate = (template: MessageTemplate) => {
    setTemplateId(template.id);
    // After the modal gives focus back to its opener, fill the editor and select the first field.
    setTimeout(() => editorRef.current?.setTemplate(template.html), 0);
  };

  const chooseTemplate = (template: MessageTemplate) => {
    setPickerOpen(false);
    if (editorRef.current?.hasText()) setReplacing(template);
    else fillTemplate(template);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || disabled || empty || tooLong) return;
    setSending(true);
    try {
      const sent = await onSend({ content: text.trim() === '' ? '' : content, files });
      if (sent) {
        editorRef.current?.clear();
        setContent('');
        setText('');
        setTemplateId(null);
        setFiles([]);
        setProblems([]);
        latestDraft.current = { content: '', text: '', templateId: null };
        writeDraft();
        if (fileInputRef.current) fileInputRef.current.value = '';
        refocus.current = true;
      }
    } finally {
      setSending(false);
    }
  };

  const labelNode = (
    <Label id={labelId} htmlFor={textId} onClick={() => editorRef.current?.focus()}>
      {label}
    </Label>
  );
  return (
    <Form onSubmit={(event) => void submit(event)} aria-busy={sending || undefined} noValidate>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <Suspense
        fallback={
          <Loading $height={height} aria-hidden="true">
            読み込み中...
          </Loading>
        }
      >
        <RichTextEditor
          handleRef={editorRef}
          initialHtml={draft?.html}
          id={textId}
          labelId={labelId}
          height={height}
          placeholder={PLACEHOLDER}
          readOnly={sending}
          disabled={disabled}
          invalid={tooLong}
          describedBy={tooLong ? problemId : undefined}
          onChange={(html, plain) => {
            setContent(html);
            setText(plain);
          }}
          onSubmit={() => void submit()}
        />
      </Suspense>
      {tooLong ? (
        <Problem id={problemId} role="alert">
          {`内容は書式を含めて${COMPOSER_MAX_CONTENT.toLocaleString('ja-JP')}文字以内で入力してください（現在${content.length.toLocaleString('ja-JP')}文字）`}
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
          aria-keyshortcuts="Control+Enter Meta+Enter"
          title="Ctrl+Enter（⌘+Enter）でも送信できます"
        >
          {sending ? '送信中...' : sendLabel}
        </Button>
      </Toolbar>
      <Hint id={hintId}>{HINT}</Hint>
      {draftKey ? <Hint>{DRAFT_HINT}</Hint> : null}
      <TemplatePicker
        open={pickerOpen}
        initialId={templateId}
        onClose={() => setPickerOpen(false)}
        onChoose={chooseTemplate}
      />
      <ConfirmDialog
        open={replacing !== null}
        title="テンプレートで置き換えますか？"
        message={`入力中の内容は「${replacing?.label ?? ''}」の内容に置き換わります。`}
        confirmLabel="置き換える"
        onConfirm={() => {
          if (replacing) fillTemplate(replacing);
          setReplacing(null);
        }}
        onCancel={() => {
          setReplacing(null);
          setTimeout(() => editorRef.current?.focus(), 0);
        }}
      />
    </Form>
  );
}

/** The text of draft HTML (whether anything is written), without running the editor. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}
