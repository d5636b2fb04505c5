// The chat composer shared by company messages and candidate messages: attachments (several at
// once, the allowed types in a hint, a name already attached ignored, the input cleared after
// choosing), a removable file list, the rich-text editor, the template picker and the send button (or
// Ctrl/⌘+Enter in the editor, never during IME conversion). A template fills the editor in place
// (after asking, when something is already written), its placeholders as fields Tab moves between.
// The unsent text and the template choice are kept as a draft per conversation (draftKey).
// After a successful send the text, the attachments, the list and the draft reset and focus
// returns to the editor; a failed send keeps everything so nothing typed is lost.
// Weight: the editor (TipTap/ProseMirror, rich-text-editor.tsx, about 90 KiB brotli) is its own
// chunk, loaded when the composer is about to be used — the textbox focused or pressed, a pointer
// over it, the template picker opened, or a draft to show — never with the page. Until then the
// textbox is a light contenteditable with the same label, placeholder, size and frame, and the
// editor takes over that very element (nothing moves, focus stays, what was typed is kept).
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
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
import {
  FormatToolbar,
  NO_FORMAT,
  type FormatKey,
  type FormatState,
} from './composer-format-toolbar';
import { LinkDialog } from './composer-link-dialog';
import { Cluster, Stack, mutedText } from './layout';
import { messageTypography } from './message-body';
import type { RichTextEditorHandle } from './rich-text-editor';
import { VisuallyHidden } from './visually-hidden';

/** The editor: its own chunk, loaded when a composer is about to be used, never with the page. */
const loadEditor = () => import(/* webpackChunkName: "composer-editor" */ './rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/** What shows the user is about to write: the editor is fetched then. */
const INTENT_EVENTS = ['focus', 'pointerdown', 'pointerenter', 'touchstart', 'keydown'] as const;

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
  /**
   * Text area height: px (85 by default), or a CSS length, e.g. a clamp that gives a conversation
   * page's list the room left on a short window.
   */
  height?: number | string;
  disabled?: boolean;
  sendLabel?: string;
  /** The editor's id, e.g. to point a Field label at it. */
  id?: string;
  /** Where the unsent text is kept (per conversation, e.g. `chat:25:12`); none without it. */
  draftKey?: string;
}

const Label = styled.label`
  font-weight: 600;
`;

/** The textbox's frame: the same before and after the editor arrives. */
const Frame = styled.div<{ $height: number | string; $disabled: boolean }>`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.background : theme.colors.surface)};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .composer-text {
    ${messageTypography}
    height: ${({ $height }) => (typeof $height === 'number' ? `${$height}px` : $height)};
    min-height: 60px;
    overflow-y: auto;
    resize: vertical;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    white-space: pre-wrap;
    word-wrap: break-word;
    outline: none;
  }
  .composer-text:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  .template-field {
    padding: 0 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: #fff4d6;
    color: #6b4600;
    box-shadow: inset 0 -1px 0 #d9a300;
  }
`;

const Placeholder = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Spacer = styled.span`
  flex: 1;
`;

const Hint = styled.p`
  ${mutedText}
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
  // The リンク dialog, open while the editor waits for an address.
  const [linkRequest, setLinkRequest] = useState<((href: string | null) => void) | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  // The textbox: a light contenteditable until the editor takes it over (see the top).
  const draftHasText = Boolean(draft && htmlText(draft.html));
  const [wanted, setWanted] = useState(draftHasText);
  const [ready, setReady] = useState(false);
  // An IME conversion in the light textbox: the editor waits for its end to take over.
  const [composing, setComposing] = useState(false);
  const [blank, setBlank] = useState(!draftHasText);
  const hostRef = useRef<HTMLDivElement>(null);
  const [textNode, setTextNode] = useState<HTMLDivElement | null>(null);
  const [formats, setFormats] = useState<FormatState>(NO_FORMAT);
  const editorReady = useRef(false);
  // The editor has taken the textbox over (it holds what was typed), ready or not yet.
  const tookOver = useRef(false);
  const pendingTemplate = useRef<string | null>(null);
  const pendingFormat = useRef<FormatKey | null>(null);
  const pendingPaste = useRef<{ html: string; text: string } | null>(null);
  /** The editor, once it has taken over the textbox. */
  const editor = () => (editorReady.current ? editorRef.current : null);
  const focusText = () => {
    const current = editor();
    if (current) current.focus();
    else textNode?.focus();
  };

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
    focusText();
    // focusText reads refs and the textbox, both current here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sending]);

  // The light textbox, made here (not by React) so the editor can take over the same element.
  useLayoutEffect(() => {
    const node = document.createElement('div');
    node.className = 'composer-text';
    hostRef.current?.appendChild(node);
    setTextNode(node);
    return () => node.remove();
  }, []);

  // Its name, placeholder and state, before and after the editor arrives.
  useLayoutEffect(() => {
    if (!textNode) return;
    const attributes: Record<string, string | null> = {
      id: textId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-placeholder': PLACEHOLDER,
      'aria-describedby': tooLong ? problemId : null,
      'aria-invalid': tooLong ? 'true' : null,
      'aria-readonly': sending ? 'true' : null,
      'aria-disabled': disabled ? 'true' : null,
    };
    // Once there, the editor says whether it is editable.
    if (!ready) attributes.contenteditable = String(!disabled && !sending);
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null) textNode.removeAttribute(name);
      else textNode.setAttribute(name, value);
    }
  }, [textNode, textId, labelId, problemId, tooLong, sending, disabled, ready]);

  // Focus, a press, a pointer over it or a key: the editor is fetched.
  useEffect(() => {
    if (!textNode || wanted) return undefined;
    const want = () => {
      setWanted(true);
      void loadEditor();
    };
    for (const type of INTENT_EVENTS) textNode.addEventListener(type, want, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) textNode.removeEventListener(type, want);
    };
  }, [textNode, wanted]);

  // Until the editor is there, what is typed counts as plain paragraphs (the editor then takes
  // it over as it is, through the paste policy), Ctrl/⌘+Enter sends it, and a paste waits for the
  // editor (which applies the paste policy to it) instead of landing unfiltered.
  const submitRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!textNode || ready) return undefined;
    const onInput = () => {
      const plain = textNode.innerText ?? textNode.textContent ?? '';
      setText(plain);
      setContent(plainParagraphs(plain));
      setBlank((textNode.textContent ?? '') === '');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      submitRef.current();
    };
    const onPaste = (event: ClipboardEvent) => {
      event.preventDefault();
      pendingPaste.current = {
        html: event.clipboardData?.getData('text/html') ?? '',
        text: event.clipboardData?.getData('text/plain') ?? '',
      };
      setWanted(true);
    };
    const onCompositionStart = () => setComposing(true);
    const onCompositionEnd = () => setComposing(false);
    textNode.addEventListener('input', onInput);
    textNode.addEventListener('keydown', onKeyDown);
    textNode.addEventListener('paste', onPaste);
    textNode.addEventListener('compositionstart', onCompositionStart);
    textNode.addEventListener('compositionend', onCompositionEnd);
    return () => {
      textNode.removeEventListener('input', onInput);
      textNode.removeEventListener('keydown', onKeyDown);
      textNode.removeEventListener('paste', onPaste);
      textNode.removeEventListener('compositionstart', onCompositionStart);
      textNode.removeEventListener('compositionend', onCompositionEnd);
    };
  }, [textNode, ready]);

  const onEditorReady = () => {
    editorReady.current = true;
    setReady(true);
    const html = pendingTemplate.current;
    const format = pendingFormat.current;
    pendingTemplate.current = null;
    pendingFormat.current = null;
    const paste = pendingPaste.current;
    pendingPaste.current = null;
    if (html !== null) editorRef.current?.setTemplate(html);
    else if (format !== null) editorRef.current?.format(format);
    if (paste) editorRef.current?.paste(paste.html, paste.text);
  };

  const runFormat = (key: FormatKey) => {
    const current = editor();
    if (current) current.format(key);
    else {
      // Applied once the editor has taken over (it is fetched now).
      pendingFormat.current = key;
      setWanted(true);
      textNode?.focus();
    }
  };

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
    // After the modal gives focus back to its opener, fill the editor and select the first field
    // (once the editor is there, if it is still on its way).
    setTimeout(() => {
      const current = editor();
      if (current) current.setTemplate(template.html);
      else {
        pendingTemplate.current = template.html;
        setWanted(true);
      }
    }, 0);
  };

  const chooseTemplate = (template: MessageTemplate) => {
    setPickerOpen(false);
    const current = editor();
    if (current ? current.hasText() : text.trim() !== '') setReplacing(template);
    else fillTemplate(template);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending || disabled || empty || tooLong) return;
    setSending(true);
    try {
      const sent = await onSend({ content: text.trim() === '' ? '' : content, files });
      if (sent) {
        const current = editor();
        if (current) current.clear();
        else {
          textNode?.replaceChildren();
          setBlank(true);
        }
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

  submitRef.current = () => void submit();

  // Applied once the dialog is gone (it gives focus back to its opener first): the editor then
  // takes the focus back with the selection the link belongs to.
  const closeLinkDialog = (href: string | null) => {
    const apply = linkRequest;
    setLinkRequest(null);
    setTimeout(() => (apply ? apply(href) : focusText()), 0);
  };

  const labelNode = (
    <Label id={labelId} htmlFor={textId} onClick={focusText}>
      {label}
    </Label>
  );
  return (
    <Stack
      as="form"
      $gap="sm"
      $shrink
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || undefined}
      noValidate
    >
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      <Frame $height={height} $disabled={disabled} data-invalid={tooLong}>
        <FormatToolbar active={formats} disabled={sending || disabled} onRun={runFormat} />
        <div style={{ position: 'relative' }}>
          {blank ? <Placeholder aria-hidden="true">{PLACEHOLDER}</Placeholder> : null}
          <div ref={hostRef} />
        </div>
      </Frame>
      {/* Never in the middle of an IME conversion: the editor takes over after it. Once it has
          started (tookOver), a conversion starting before it is ready must not unmount it: that
          would empty the textbox and drop what was typed. */}
      {wanted && textNode && (tookOver.current || ready || !composing) ? (
        <Suspense fallback={null}>
          <RichTextEditor
            handleRef={editorRef}
            mount={textNode}
            initialHtml={draft?.html}
            readOnly={sending}
            disabled={disabled}
            onChange={(html, plain) => {
              setContent(html);
              setText(plain);
            }}
            onEmptyChange={setBlank}
            onFormatChange={setFormats}
            onTakeOver={() => {
              tookOver.current = true;
            }}
            onReady={onEditorReady}
            onSubmit={() => void submit()}
            onLinkRequest={(apply) => setLinkRequest(() => apply)}
          />
        </Suspense>
      ) : null}
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
      <Cluster $align="center">
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
          onClick={() => {
            setPickerOpen(true);
            setWanted(true);
          }}
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
      </Cluster>
      <Hint id={hintId}>{HINT}</Hint>
      {draftKey ? <Hint>{DRAFT_HINT}</Hint> : null}
      <TemplatePicker
        open={pickerOpen}
        initialId={templateId}
        onClose={() => setPickerOpen(false)}
        onChoose={chooseTemplate}
      />
      <LinkDialog
        open={linkRequest !== null}
        onInsert={(href) => closeLinkDialog(href)}
        onCancel={() => closeLinkDialog(null)}
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
    </Stack>
  );
}

/** Text typed before the editor arrived, as message HTML: a paragraph per line. */
function plainParagraphs(plain: string): string {
  const escape = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return plain
    .split('\n')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** The text of draft HTML (whether anything is written), without running the editor. */
function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}
