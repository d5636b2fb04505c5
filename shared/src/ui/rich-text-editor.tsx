// The composer's rich-text editor, loaded as its own chunk only where a composer is shown (see
// composer.tsx). TipTap (on ProseMirror): maintained, its schema only holds what we declare here —
// paragraphs, line breaks, bold, bullet and numbered lists, links — which is exactly the message
// allow-list of html-policy.ts, it leaves IME composition to the browser (ProseMirror's composition
// handling), and its extension model carries the templates' placeholder fields.
// Keyboard: Ctrl/⌘+Enter sends (never during IME conversion), Shift+Enter breaks the line, Tab
// moves between a template's unfilled fields (and out of the editor when there is none left).
import { Editor, Extension, Mark, mergeAttributes } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { Plugin, PluginKey, TextSelection, type EditorState } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { isAllowedHref } from '../html-policy';
import { cleanPastedHtml } from '../paste-clean';
import { TEMPLATE_PLACEHOLDERS, type TemplateField } from './composer-templates';
import { messageTypography } from './message-body';

export interface RichTextEditorHandle {
  focus: () => void;
  clear: () => void;
  /** Replaces the content with a template's HTML; its placeholders become fields. */
  setTemplate: (html: string) => void;
  hasText: () => boolean;
}

export interface RichTextEditorProps {
  handleRef: Ref<RichTextEditorHandle>;
  /** The content to start with (a draft). */
  initialHtml?: string;
  onChange: (html: string, text: string) => void;
  /** Ctrl/⌘+Enter. */
  onSubmit: () => void;
  labelId: string;
  id?: string;
  height: number;
  placeholder: string;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const FIELD_ATTRIBUTE = 'data-template-field';
const FIELDS = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateField[];

/** The template's placeholders (［氏名］…) as field marks the editor understands. */
export function templateToEditorHtml(html: string): string {
  return FIELDS.reduce(
    (out, field) =>
      out
        .split(TEMPLATE_PLACEHOLDERS[field])
        .join(`<span ${FIELD_ATTRIBUTE}="${field}">${TEMPLATE_PLACEHOLDERS[field]}</span>`),
    html,
  );
}

interface FieldRange {
  from: number;
  to: number;
  field: TemplateField;
}

/** The unfilled fields of the document, in order. */
function fieldRanges(state: EditorState): FieldRange[] {
  const type = state.schema.marks.templateField!;
  const ranges: FieldRange[] = [];
  state.doc.descendants((node, pos) => {
    if (!node.isText) return;
    const mark = type.isInSet(node.marks);
    if (!mark) return;
    const last = ranges[ranges.length - 1];
    if (last && last.to === pos && last.field === mark.attrs.field) last.to = pos + node.nodeSize;
    else ranges.push({ from: pos, to: pos + node.nodeSize, field: mark.attrs.field });
  });
  return ranges;
}

/** Selects the next (or previous) field: typing then replaces it, as plain text. */
function selectField(editor: Editor, direction: 1 | -1, fromStart = false): boolean {
  const { state, view } = editor;
  const ranges = fieldRanges(state);
  const { from, to } = state.selection;
  const target = fromStart
    ? ranges[0]
    : direction === 1
      ? ranges.find((range) => range.from >= to && !(range.from === from && range.to === to))
      : [...ranges].reverse().find((range) => range.to <= from);
  if (!target) return false;
  const tr = state.tr.setSelection(TextSelection.create(state.doc, target.from, target.to));
  const type = state.schema.marks.templateField!;
  tr.setStoredMarks(
    state.doc
      .resolve(target.from + 1)
      .marks()
      .filter((m) => m.type !== type),
  );
  view.dispatch(tr.scrollIntoView());
  return true;
}

const fieldCleanupKey = new PluginKey('templateFieldCleanup');

/** A field is a placeholder mark: Tab selects it, and once its text changes it is plain text. */
const TemplateFieldMark = Mark.create({
  name: 'templateField',
  inclusive: false,
  priority: 1000,
  addAttributes() {
    return {
      field: {
        default: null,
        parseHTML: (element) => element.getAttribute(FIELD_ATTRIBUTE),
        renderHTML: (attributes) => ({ [FIELD_ATTRIBUTE]: attributes.field }),
      },
    };
  },
  parseHTML() {
    return [{ tag: `span[${FIELD_ATTRIBUTE}]` }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'template-field' }), 0];
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => selectField(this.editor, 1),
      'Shift-Tab': () => selectField(this.editor, -1),
    };
  },
  addProseMirrorPlugins() {
    const type = () => this.editor.schema.marks.templateField!;
    return [
      new Plugin({
        key: fieldCleanupKey,
        // Not during IME conversion: changing marks there would break the composition.
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          if (transactions.some((tr) => tr.getMeta('composition') !== undefined)) return null;
          const stale = fieldRanges(state).filter(
            (range) =>
              state.doc.textBetween(range.from, range.to) !== TEMPLATE_PLACEHOLDERS[range.field],
          );
          if (!stale.length) return null;
          const tr = state.tr;
          for (const range of stale) tr.removeMark(range.from, range.to, type());
          return tr.setMeta('addToHistory', false);
        },
      }),
    ];
  },
});

/** A link: only http(s), mailto and tel (the message allow-list); editable text never follows it. */
const LinkMark = Mark.create({
  name: 'link',
  inclusive: false,
  addAttributes() {
    return { href: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'a[href]',
        getAttrs: (element) => {
          const href = (element as HTMLElement).getAttribute('href') ?? '';
          return isAllowedHref(href) ? { href } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', mergeAttributes(HTMLAttributes, { rel: 'noopener noreferrer' }), 0];
  },
});

/** Lists keep Tab for the fields and for leaving the editor (no keyboard trap). */
const ListItemWithoutTab = ListItem.extend({
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.splitListItem(this.name) };
  },
});

/** Whether a key event belongs to an IME conversion (Chrome: isComposing; Safari: keyCode 229). */
export function isImeKey(event: KeyboardEvent, view?: EditorView): boolean {
  return event.isComposing || event.keyCode === 229 || Boolean(view?.composing);
}

function sendShortcut(onSubmit: () => void) {
  return Extension.create({
    name: 'sendShortcut',
    priority: 1100,
    addProseMirrorPlugins() {
      return [
        new Plugin({
          props: {
            handleKeyDown: (view, event) => {
              if (event.key !== 'Enter') return false;
              // Enter confirming a conversion is the IME's: no send, no new paragraph, no break.
              if (isImeKey(event, view)) return true;
              if (!(event.ctrlKey || event.metaKey)) return false;
              onSubmit();
              return true;
            },
          },
        }),
      ];
    },
  });
}

/** The normalised URL of what the user typed, or null when it cannot be a link. */
export function linkHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (isAllowedHref(value)) return value;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value)) return `mailto:${value}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(value)) return `https://${value}`;
  return null;
}

const Frame = styled.div<{ $height: number; $disabled: boolean }>`
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
  .ProseMirror {
    ${messageTypography}
    height: ${({ $height }) => $height}px;
    min-height: 60px;
    overflow-y: auto;
    resize: vertical;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    white-space: pre-wrap;
    word-wrap: break-word;
    outline: none;
  }
  .ProseMirror:focus-visible {
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

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.border};
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

/** Drawn, not written: a button's visible text must be part of its name (axe). */
function BulletIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="2.5" cy="4" r="1.5" fill="currentColor" />
      <circle cx="2.5" cy="11.5" r="1.5" fill="currentColor" />
      <path d="M6 4h9M6 11.5h9" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function NumberedIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 2.2 2.8 1.5v4.5M1.2 9.3c.3-.6.9-.9 1.5-.8.7.1 1 .7.8 1.3-.2.6-2.3 2.6-2.3 2.6h2.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.1"
      />
      <path d="M6 4h9M6 11.5h9" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

interface Tool {
  key: string;
  label: string;
  text: ReactNode;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: '太字',
    text: 'B',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'bullet',
    label: '箇条書き',
    text: <BulletIcon />,
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    label: '番号付きリスト',
    text: <NumberedIcon />,
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'link',
    label: 'リンク',
    text: 'リンク',
    active: (editor) => editor.isActive('link'),
    run: (editor) => {
      if (editor.isActive('link')) {
        editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
        return;
      }
      const href = linkHref(window.prompt('リンク先のURLを入力してください（https://…）') ?? '');
      if (!href) {
        editor.commands.focus();
        return;
      }
      if (editor.state.selection.empty) {
        editor
          .chain()
          .focus()
          .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
          .run();
      } else {
        editor.chain().focus().setMark('link', { href }).run();
      }
    },
  },
];

function FormatToolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The toolbar pattern: one tab stop, arrow keys move between the buttons.
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -focusIndex,
      End: TOOLS.length - 1 - focusIndex,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = (focusIndex + move + TOOLS.length) % TOOLS.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <Toolbar role="toolbar" aria-label="書式" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <ToolButton
          key={tool.key}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.active(editor)}
          tabIndex={index === focusIndex ? 0 : -1}
          onFocus={() => setFocusIndex(index)}
          disabled={disabled}
          // Keeps the editor's selection: the button acts on what is selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setFocusIndex(index);
            tool.run(editor);
          }}
        >
          {tool.key === 'bold' ? <strong aria-hidden="true">{tool.text}</strong> : tool.text}
        </ToolButton>
      ))}
    </Toolbar>
  );
}

export default function RichTextEditor({
  handleRef,
  initialHtml,
  onChange,
  onSubmit,
  labelId,
  id,
  height,
  placeholder,
  readOnly = false,
  disabled = false,
  invalid = false,
  describedBy,
}: RichTextEditorProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [empty, setEmpty] = useState(true);
  const [, setRevision] = useState(0);
  const latest = useRef({ onChange, onSubmit });
  latest.current = { onChange, onSubmit };

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return undefined;
    const instance = new Editor({
      element: mount,
      extensions: [
        Document,
        Paragraph,
        Text,
        HardBreak,
        Bold,
        BulletList,
        OrderedList,
        ListItemWithoutTab,
        LinkMark,
        TemplateFieldMark,
        UndoRedo,
        sendShortcut(() => latest.current.onSubmit()),
      ],
      content: initialHtml || '',
      editorProps: {
        transformPastedHTML: cleanPastedHtml,
      },
      onUpdate: ({ editor: current }) => {
        setEmpty(current.isEmpty);
        latest.current.onChange(current.getHTML(), current.getText());
      },
      onSelectionUpdate: () => setRevision((n) => n + 1),
      onTransaction: () => setRevision((n) => n + 1),
    });
    setEmpty(instance.isEmpty);
    setEditor(instance);
    return () => instance.destroy();
    // The editor is made once per mount; later content comes through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The editable element's accessible name, description, state and placeholder.
  useEffect(() => {
    if (!editor) return;
    editor.setEditable(!readOnly && !disabled, false);
    const dom = editor.view.dom as HTMLElement;
    const attributes: Record<string, string | null> = {
      id: id ?? null,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-placeholder': placeholder,
      'aria-describedby': describedBy ?? null,
      'aria-invalid': invalid ? 'true' : null,
      'aria-readonly': readOnly ? 'true' : null,
      'aria-disabled': disabled ? 'true' : null,
    };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null) dom.removeAttribute(name);
      else dom.setAttribute(name, value);
    }
  }, [editor, id, labelId, placeholder, describedBy, invalid, readOnly, disabled]);

  useImperativeHandle(
    handleRef,
    () => ({
      focus: () => editor?.commands.focus(),
      clear: () => {
        editor?.commands.clearContent(true);
      },
      setTemplate: (html: string) => {
        if (!editor) return;
        editor.commands.setContent(templateToEditorHtml(html), { emitUpdate: true });
        editor.commands.focus('start');
        selectField(editor, 1, true);
      },
      hasText: () => (editor ? editor.getText().trim() !== '' : false),
    }),
    [editor],
  );

  return (
    <Frame $height={height} $disabled={disabled} data-invalid={invalid}>
      {editor ? <FormatToolbar editor={editor} disabled={readOnly || disabled} /> : null}
      <div style={{ position: 'relative' }}>
        {empty ? <Placeholder aria-hidden="true">{placeholder}</Placeholder> : null}
        <div ref={mountRef} />
      </div>
    </Frame>
  );
}
