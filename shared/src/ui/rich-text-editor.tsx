// The composer's rich-text editor, loaded as its own chunk only when a composer is about to be
// used (focus, a pointer on it, the template picker, a draft to show: see composer.tsx). It takes
// over the composer's light textbox (the same element, `mount`), with whatever was typed there. TipTap (on ProseMirror): maintained, its schema only holds what we declare here —
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
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { isAllowedHref } from '../html-policy';
import { cleanPastedHtml } from '../paste-clean';
import type { FormatKey, FormatState } from './composer-format-toolbar';
import { TEMPLATE_PLACEHOLDERS, type TemplateField } from './composer-templates';

export interface RichTextEditorHandle {
  focus: () => void;
  clear: () => void;
  /** Replaces the content with a template's HTML; its placeholders become fields. */
  setTemplate: (html: string) => void;
  hasText: () => boolean;
  /** What a format toolbar button does. */
  format: (key: FormatKey) => void;
  /** A paste that came before the editor: as if pasted now (the paste policy applies). */
  paste: (html: string, text: string) => void;
}

export interface RichTextEditorProps {
  handleRef: Ref<RichTextEditorHandle>;
  /**
   * The composer's textbox: the editor becomes it (ProseMirror's `mount`), so its label, focus
   * and what was typed in it before the editor arrived stay (the composer keeps its attributes).
   */
  mount: HTMLElement;
  /** The content to start with (a draft); what was typed in `mount` wins. */
  initialHtml?: string;
  onChange: (html: string, text: string) => void;
  /** Whether the document is empty (the composer shows the placeholder). */
  onEmptyChange: (empty: boolean) => void;
  /** Which formats apply at the selection (the toolbar's pressed buttons). */
  onFormatChange: (state: FormatState) => void;
  /** The editor has taken over the textbox (the handle works from now on). */
  /** Called once it has taken the textbox over (before onReady): it must stay mounted now. */
  onTakeOver?: () => void;
  onReady: () => void;
  /** Ctrl/⌘+Enter. */
  onSubmit: () => void;
  /** The リンク button asks for the address here (the composer's dialog); none: no link. */
  onLinkRequest?: LinkRequest;
  readOnly?: boolean;
  disabled?: boolean;
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
export { linkHref } from './composer-link-dialog';

/** Asks the user for a link's href (the composer's dialog); `apply(null)` when they cancel. */
export type LinkRequest = (apply: (href: string | null) => void) => void;

interface Tool {
  key: FormatKey;
  active: (editor: Editor) => boolean;
  run: (editor: Editor, askLink: LinkRequest) => void;
}

/** What the composer's format toolbar buttons do (composer-format-toolbar.tsx draws them). */
const TOOLS: Tool[] = [
  {
    key: 'bold',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    key: 'bullet',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'link',
    active: (editor) => editor.isActive('link'),
    run: (editor, askLink) => {
      if (editor.isActive('link')) {
        editor.chain().focus().extendMarkRange('link').unsetMark('link').run();
        return;
      }
      // The selection stays in the editor's state while the dialog is open; focus() restores it.
      askLink((href) => {
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
      });
    },
  },
];

function formatsOf(editor: Editor): FormatState {
  const state = {} as FormatState;
  for (const tool of TOOLS) state[tool.key] = tool.active(editor);
  return state;
}

/** What was typed in the light textbox before the editor arrived, as message HTML. */
function typedBeforeLoad(mount: HTMLElement): string | null {
  if ((mount.textContent ?? '').trim() === '') return null;
  return cleanPastedHtml(mount.innerHTML);
}

export default function RichTextEditor({
  handleRef,
  mount,
  initialHtml,
  onChange,
  onEmptyChange,
  onFormatChange,
  onTakeOver,
  onReady,
  onSubmit,
  onLinkRequest,
  readOnly = false,
  disabled = false,
}: RichTextEditorProps) {
  const [editor, setEditor] = useState<Editor | null>(null);
  const latest = useRef({ onChange, onSubmit, onEmptyChange, onFormatChange, onReady, onTakeOver });
  latest.current = { onChange, onSubmit, onEmptyChange, onFormatChange, onReady, onTakeOver };
  const askLink = useRef<LinkRequest>((apply) => apply(null));
  askLink.current = onLinkRequest ?? ((apply) => apply(null));
  // Read once: a second mount (React's strict mode) starts from the same content.
  const initial = useRef<string | null>(null);

  useEffect(() => {
    initial.current ??= typedBeforeLoad(mount) ?? initialHtml ?? '';
    const typed = initial.current !== (initialHtml ?? '');
    const focused = mount.ownerDocument.activeElement === mount;
    // ProseMirror draws the document into the element: what was typed is in `initial` now.
    mount.replaceChildren();
    latest.current.onTakeOver?.();
    const instance = new Editor({
      element: { mount: mount as HTMLDivElement },
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
      content: initial.current,
      editorProps: {
        transformPastedHTML: cleanPastedHtml,
      },
      onUpdate: ({ editor: current }) => {
        latest.current.onEmptyChange(current.isEmpty);
        latest.current.onChange(current.getHTML(), current.getText());
      },
      onTransaction: ({ editor: current }) => latest.current.onFormatChange(formatsOf(current)),
    });
    latest.current.onEmptyChange(instance.isEmpty);
    if (typed) latest.current.onChange(instance.getHTML(), instance.getText());
    // Typing goes on where it was: the caret after what was typed.
    if (focused) instance.commands.focus('end');
    setEditor(instance);
    return () => instance.destroy();
    // The editor is made once per mount; later content comes through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mount]);

  useEffect(() => {
    editor?.setEditable(!readOnly && !disabled, false);
  }, [editor, readOnly, disabled]);

  // After the handle below has the editor.
  useEffect(() => {
    if (editor) latest.current.onReady();
  }, [editor]);

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
      format: (key: FormatKey) => {
        if (editor) {
          TOOLS.find((tool) => tool.key === key)?.run(editor, (apply) => askLink.current(apply));
        }
      },
      paste: (html: string, text: string) => {
        if (!editor) return;
        if (html) editor.view.pasteHTML(html);
        else editor.view.pasteText(text);
      },
    }),
    [editor],
  );

  return null;
}
