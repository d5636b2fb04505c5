import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render';
import { endDraftSession, startDraftSession } from '../drafts';
import { Composer, type ComposerInput } from './composer';
import { MESSAGE_TEMPLATES, TEMPLATE_SAMPLE_VALUES } from './composer-templates';

const file = (name: string, body = 'x') => new File([body], name, { type: 'application/pdf' });

async function setup(onSend = jest.fn(async (_input: ComposerInput) => true), height?: number) {
  const view = renderWithTheme(<Composer label="メッセージ" onSend={onSend} height={height} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('添付するファイル') as HTMLInputElement;
  const text = await screen.findByRole('textbox', { name: 'メッセージ' });
  return { ...view, user, input, onSend, text };
}

const attachedNames = () =>
  within(screen.queryByRole('list', { name: '添付ファイル' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('Composer', () => {
  it('is a labelled textbox with the placeholder 記入してください, 85 px by default, 250 when asked', async () => {
    const { text, unmount } = await setup();
    expect(text).toHaveAttribute('aria-placeholder', '記入してください');
    expect(text).toHaveAttribute('aria-multiline', 'true');
    expect(screen.getByText('記入してください')).toBeVisible();
    expect(getComputedStyle(text).height).toBe('85px');
    unmount();
    renderWithTheme(<Composer label="本文" onSend={jest.fn()} height={250} />);
    const tall = await screen.findByRole('textbox', { name: '本文' });
    expect(getComputedStyle(tall).height).toBe('250px');
  });

  it('fetches the editor only when the composer is used, keeping what was typed before it came', async () => {
    const onSend = jest.fn(async (_input: ComposerInput) => true);
    renderWithTheme(<Composer label="メッセージ" onSend={onSend} />);
    const text = screen.getByRole('textbox', { name: 'メッセージ' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The light textbox: labelled, with its placeholder and the toolbar, no editor yet.
    expect(text).not.toHaveClass('ProseMirror');
    expect(text).toHaveAttribute('contenteditable', 'true');
    expect(text).toHaveAttribute('aria-placeholder', '記入してください');
    expect(screen.getByRole('toolbar', { name: '書式' })).toBeInTheDocument();
    // Typed before the editor arrives (a slow network): kept, and it can be sent.
    text.textContent = '先に書いた';
    fireEvent.input(text);
    expect(screen.getByRole('button', { name: '送信' })).toBeEnabled();
    fireEvent.focus(text);
    await waitFor(() => expect(text).toHaveClass('ProseMirror'));
    expect(screen.getByRole('textbox', { name: 'メッセージ' })).toBe(text);
    expect(text).toHaveTextContent('先に書いた');
    await userEvent.setup().click(screen.getByRole('button', { name: '送信' }));
    expect(onSend.mock.calls[0]![0].content).toBe('<p>先に書いた</p>');
  });

  it('keeps a paste that came before the editor and applies the paste policy to it', async () => {
    // jsdom has no ClipboardEvent (ProseMirror makes one for a paste it is given).
    (globalThis as { ClipboardEvent?: unknown }).ClipboardEvent ??= class extends Event {};
    renderWithTheme(<Composer label="メッセージ" onSend={jest.fn()} />);
    const text = screen.getByRole('textbox', { name: 'メッセージ' });
    const html =
      '<p style="color:red">挨拶<img src="data:image/png;base64,AA=="></p><ul><li>項目</li></ul>';
    fireEvent.paste(text, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : '挨拶 項目') },
    });
    await waitFor(() => expect(text.querySelector('li')).toHaveTextContent('項目'));
    expect(text).toHaveTextContent('挨拶');
    expect(text.querySelector('img, [style]')).toBeNull();
  });

  it('lists the allowed types in a hint tied to the attach button', async () => {
    await setup();
    const attach = screen.getByRole('button', { name: 'ファイルを添付' });
    expect(attach).toHaveAccessibleDescription(
      /xls, xlsx, doc, docx, ppt, pptx, pdf, jpg, jpeg, png, gif, zip/,
    );
  });

  it('attaches several files at once, ignores a name already attached and clears the input', async () => {
    const { user, input } = await setup();
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [file('履歴書.pdf'), file('写真.png')]);
    expect(attachedNames()).toEqual(['履歴書.pdf', '写真.png']);
    expect(input.value).toBe('');
    await user.upload(input, [file('履歴書.pdf', 'other bytes'), file('職務経歴書.docx')]);
    expect(attachedNames()).toEqual(['履歴書.pdf', '写真.png', '職務経歴書.docx']);
  });

  it('refuses a type outside the list with a message naming the file', async () => {
    const { user, input } = await setup();
    await user.upload(input, [file('setup.exe'), file('ok.xlsx')]);
    expect(attachedNames()).toEqual(['ok.xlsx']);
    expect(screen.getByRole('alert')).toHaveTextContent('「setup.exe」は添付できない形式です');
  });

  it('removes an attached file from the list', async () => {
    const { user, input } = await setup();
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'a.pdfを削除' }));
    expect(attachedNames()).toEqual(['b.pdf']);
  });

  it('sends the text and files, then resets input, attachments and list and keeps focus in the text', async () => {
    const { user, input, text, onSend } = await setup();
    await user.type(text, 'よろしくお願いします');
    await user.upload(input, [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const sent = onSend.mock.calls[0]![0];
    expect(sent.content).toBe('<p>よろしくお願いします</p>');
    expect(sent.files.map((f) => f.name)).toEqual(['a.pdf']);
    await waitFor(() => expect(text).toHaveTextContent(/^$/));
    expect(attachedNames()).toEqual([]);
    await waitFor(() => expect(text).toHaveFocus());
  });

  it('keeps everything when the send fails', async () => {
    const { user, input, text } = await setup(jest.fn(async (_input: ComposerInput) => false));
    await user.type(text, '下書き');
    await user.upload(input, [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(text).toHaveTextContent('下書き');
    expect(attachedNames()).toEqual(['a.pdf']);
  });

  it('cannot send an empty message', async () => {
    const { onSend } = await setup();
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('previews a template with sample values and fills the editor with it, no tag in sight', async () => {
    const { user, text } = await setup();
    await user.click(screen.getByRole('button', { name: 'テンプレート' }));
    const dialog = screen.getByRole('dialog', { name: 'テンプレートを選択' });
    const labels = within(dialog)
      .getAllByRole('button', { pressed: undefined })
      .filter((button) => button.hasAttribute('aria-pressed'))
      .map((button) => button.textContent);
    expect(labels).toEqual(MESSAGE_TEMPLATES.map((template) => template.label));
    await user.click(within(dialog).getByRole('button', { name: '内定のお知らせ' }));
    expect(within(dialog).getByLabelText('プレビュー')).toHaveTextContent(
      TEMPLATE_SAMPLE_VALUES.name,
    );
    await user.click(within(dialog).getByRole('button', { name: 'このテンプレートを使う' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(text).toHaveTextContent('内定とさせていただきました'));
    expect(text).not.toHaveTextContent('<p>');
    expect(text.querySelector('strong')).toHaveTextContent('内定');
    // The placeholders are marked fields.
    const fields = Array.from(text.querySelectorAll('[data-template-field]')).map((field) =>
      field.getAttribute('data-template-field'),
    );
    expect(fields).toEqual(['name', 'position', 'startDate']);
    await waitFor(() => expect(text).toHaveFocus());
  });

  it('selects the first field, Tab and Shift+Tab move between fields, typing replaces one', async () => {
    const onSend = jest.fn(async (_input: ComposerInput) => true);
    const { user, text } = await setup(onSend);
    await user.click(screen.getByRole('button', { name: 'テンプレート' }));
    await user.click(screen.getByRole('button', { name: '内定のお知らせ' }));
    await user.click(screen.getByRole('button', { name: 'このテンプレートを使う' }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('［氏名］'));
    await user.keyboard('{Tab}');
    expect(window.getSelection()?.toString()).toBe('［職種］');
    await user.keyboard('{Tab}');
    expect(window.getSelection()?.toString()).toBe('［入社日］');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(window.getSelection()?.toString()).toBe('［職種］');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(window.getSelection()?.toString()).toBe('［氏名］');
    await user.keyboard('山田 太郎');
    expect(text).toHaveTextContent(/^山田 太郎様/);
    // Filled: plain text, no longer a field; the next Tab goes to the next unfilled one.
    expect(text.querySelector('[data-template-field="name"]')).toBeNull();
    await user.keyboard('{Tab}');
    expect(window.getSelection()?.toString()).toBe('［職種］');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledTimes(1);
    const sent = onSend.mock.calls[0]![0].content;
    expect(sent).toMatch(/^<p>山田 太郎様<\/p>/);
    expect(sent).toContain('<strong>内定</strong>');
  });

  it('asks before a template replaces what is written, and keeps it when told not to', async () => {
    const { user, text } = await setup();
    await user.click(text);
    await user.keyboard('先に書いた文');
    await user.click(screen.getByRole('button', { name: 'テンプレート' }));
    await user.click(screen.getByRole('button', { name: 'このテンプレートを使う' }));
    const question = await screen.findByRole('dialog', { name: 'テンプレートで置き換えますか？' });
    await user.click(within(question).getByRole('button', { name: 'キャンセル' }));
    expect(text).toHaveTextContent('先に書いた文');
    await user.click(screen.getByRole('button', { name: 'テンプレート' }));
    await user.click(screen.getByRole('button', { name: 'このテンプレートを使う' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'テンプレートで置き換えますか？' }),
      ).getByRole('button', { name: '置き換える' }),
    );
    await waitFor(() => expect(text).toHaveTextContent('いつもお世話になっております'));
    expect(text).not.toHaveTextContent('先に書いた文');
  });

  it('sends with Ctrl+Enter, never with Enter or during IME conversion', async () => {
    const onSend = jest.fn(async (_input: ComposerInput) => true);
    const { user, text } = await setup(onSend);
    await user.click(text);
    await user.keyboard('一行目{Enter}二行目');
    expect(onSend).not.toHaveBeenCalled();
    expect(text.querySelectorAll('p')).toHaveLength(2);
    // Enter confirming a conversion: keyCode 229 / isComposing, with or without Ctrl.
    for (const init of [
      { isComposing: true, ctrlKey: true },
      { keyCode: 229, ctrlKey: true },
      { isComposing: true, metaKey: true },
    ]) {
      text.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }),
      );
    }
    expect(onSend).not.toHaveBeenCalled();
    expect(text.querySelectorAll('p')).toHaveLength(2);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0].content).toBe('<p>一行目</p><p>二行目</p>');
  });

  it('has a keyboard-reachable toolbar with Japanese names that formats the text', async () => {
    const onSend = jest.fn(async (_input: ComposerInput) => true);
    const { user, text } = await setup(onSend);
    const toolbar = screen.getByRole('toolbar', { name: '書式' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['太字', '箇条書き', '番号付きリスト', 'リンク']);
    await user.click(text);
    await user.keyboard('項目');
    await user.click(within(toolbar).getByRole('button', { name: '箇条書き' }));
    expect(within(toolbar).getByRole('button', { name: '箇条書き' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // One tab stop, arrows move inside.
    // Focus leaving the editor for the toolbar updates both (the editor's blur, the tab stop).
    act(() => within(toolbar).getByRole('button', { name: '太字' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: '箇条書き' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSend.mock.calls[0]![0].content).toBe('<ul><li><p>項目</p></li></ul>');
  });

  it("asks for a link in the portal's own dialog: focus into it, the link made, focus back in the editor", async () => {
    const prompt = jest.spyOn(window, 'prompt');
    const onSend = jest.fn(async (_input: ComposerInput) => true);
    const { user, text } = await setup(onSend);
    const toolbar = screen.getByRole('toolbar', { name: '書式' });
    await user.click(text);
    await user.keyboard('地図は');
    await user.click(within(toolbar).getByRole('button', { name: 'リンク' }));
    const dialog = await screen.findByRole('dialog', { name: 'リンクを挿入' });
    const address = within(dialog).getByRole('textbox', { name: 'リンク先のURL' });
    expect(address).toHaveFocus();
    // What cannot be a link's address is refused with the reason; the dialog stays.
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '挿入する' }));
    expect(within(dialog).getByText(/リンク先のURLの形式が正しくありません/)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'map.example/tokyo{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(text).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '送信' }));
    // Enter in the dialog made the link, it sent nothing.
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0].content).toBe(
      '<p>地図は<a href="https://map.example/tokyo" rel="noopener noreferrer">https://map.example/tokyo</a></p>',
    );
    expect(prompt).not.toHaveBeenCalled();
    prompt.mockRestore();
  });

  it('gives the focus back to the editor when the link dialog is cancelled', async () => {
    const { user, text } = await setup();
    await user.click(text);
    await user.keyboard('本文');
    await user.click(
      within(screen.getByRole('toolbar', { name: '書式' })).getByRole('button', { name: 'リンク' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'リンクを挿入' });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(text).toHaveFocus());
  });

  describe('unsent text', () => {
    beforeEach(() => startDraftSession());

    async function renderThread(onSend = jest.fn(async (_input: ComposerInput) => true)) {
      const view = renderWithTheme(
        <Composer label="メッセージ" draftKey="chat:25:thread:7" onSend={onSend} />,
      );
      const text = await screen.findByRole('textbox', { name: 'メッセージ' });
      return { ...view, text, user: userEvent.setup(), onSend };
    }

    it('keeps the text and the template choice per conversation until it is sent', async () => {
      const first = await renderThread();
      expect(screen.getByText(/添付ファイルは保存されません/)).toBeInTheDocument();
      await first.user.click(screen.getByRole('button', { name: 'テンプレート' }));
      await first.user.click(screen.getByRole('button', { name: '面接のご案内' }));
      await first.user.click(screen.getByRole('button', { name: 'このテンプレートを使う' }));
      await waitFor(() => expect(window.getSelection()?.toString()).toBe('［氏名］'));
      await first.user.keyboard('佐藤 花子');
      await waitFor(() =>
        expect(localStorage.getItem('portal:draft:composer:chat:25:thread:7')).toContain(
          '佐藤 花子',
        ),
      );
      first.unmount();

      // A reload: the same conversation shows the text, its remaining fields and the template.
      const second = await renderThread();
      expect(second.text).toHaveTextContent('佐藤 花子様');
      expect(second.text.querySelector('[data-template-field="date"]')).not.toBeNull();
      await second.user.click(screen.getByRole('button', { name: 'テンプレート' }));
      expect(screen.getByRole('button', { name: '面接のご案内' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await second.user.click(screen.getByRole('button', { name: 'キャンセル' }));
      await second.user.click(screen.getByRole('button', { name: '送信' }));
      await waitFor(() => expect(second.text).toHaveTextContent(/^$/));
      second.unmount();
      expect(localStorage.getItem('portal:draft:composer:chat:25:thread:7')).toBeNull();
    });

    it('is gone at logout', async () => {
      const first = await renderThread();
      await first.user.click(first.text);
      await first.user.keyboard('書きかけ');
      await waitFor(() =>
        expect(localStorage.getItem('portal:draft:composer:chat:25:thread:7')).not.toBeNull(),
      );
      first.unmount();
      endDraftSession();
      startDraftSession();
      const second = await renderThread();
      expect(second.text).toHaveTextContent(/^$/);
    });
  });
});
