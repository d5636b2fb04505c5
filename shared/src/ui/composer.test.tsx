import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test/render';
import { Composer, type ComposerInput } from './composer';
import { MESSAGE_TEMPLATES, TEMPLATE_SAMPLE_VALUES } from './composer-templates';

const file = (name: string, body = 'x') => new File([body], name, { type: 'application/pdf' });

function setup(onSend = jest.fn(async (_input: ComposerInput) => true), height?: number) {
  const view = renderWithTheme(<Composer label="メッセージ" onSend={onSend} height={height} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('添付するファイル') as HTMLInputElement;
  return { ...view, user, input, onSend, text: screen.getByLabelText('メッセージ') };
}

const attachedNames = () =>
  within(screen.queryByRole('list', { name: '添付ファイル' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('Composer', () => {
  it('has the placeholder 記入してください and an 85 px text area by default, 250 when asked', () => {
    const { text, unmount } = setup();
    expect(text).toHaveAttribute('placeholder', '記入してください');
    expect(getComputedStyle(text).height).toBe('85px');
    unmount();
    renderWithTheme(<Composer label="本文" onSend={jest.fn()} height={250} />);
    expect(getComputedStyle(screen.getByLabelText('本文')).height).toBe('250px');
  });

  it('lists the allowed types in a hint tied to the attach button', () => {
    setup();
    const attach = screen.getByRole('button', { name: 'ファイルを添付' });
    expect(attach).toHaveAccessibleDescription(
      /xls, xlsx, doc, docx, ppt, pptx, pdf, jpg, jpeg, png, gif, zip/,
    );
  });

  it('attaches several files at once, ignores a name already attached and clears the input', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [file('履歴書.pdf'), file('写真.png')]);
    expect(attachedNames()).toEqual(['履歴書.pdf', '写真.png']);
    expect(input.value).toBe('');
    await user.upload(input, [file('履歴書.pdf', 'other bytes'), file('職務経歴書.docx')]);
    expect(attachedNames()).toEqual(['履歴書.pdf', '写真.png', '職務経歴書.docx']);
  });

  it('refuses a type outside the list with a message naming the file', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('setup.exe'), file('ok.xlsx')]);
    expect(attachedNames()).toEqual(['ok.xlsx']);
    expect(screen.getByRole('alert')).toHaveTextContent('「setup.exe」は添付できない形式です');
  });

  it('removes an attached file from the list', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('a.pdf'), file('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'a.pdfを削除' }));
    expect(attachedNames()).toEqual(['b.pdf']);
  });

  it('sends the text and files, then resets input, attachments and list and keeps focus in the text', async () => {
    const { user, input, text, onSend } = setup();
    await user.type(text, 'よろしくお願いします');
    await user.upload(input, [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const sent = onSend.mock.calls[0]![0];
    expect(sent.content).toBe('よろしくお願いします');
    expect(sent.files.map((f) => f.name)).toEqual(['a.pdf']);
    await waitFor(() => expect(text).toHaveValue(''));
    expect(attachedNames()).toEqual([]);
    expect(text).toHaveFocus();
  });

  it('keeps everything when the send fails', async () => {
    const { user, input, text } = setup(jest.fn(async (_input: ComposerInput) => false));
    await user.type(text, '下書き');
    await user.upload(input, [file('a.pdf')]);
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(text).toHaveValue('下書き');
    expect(attachedNames()).toEqual(['a.pdf']);
  });

  it('cannot send an empty message', async () => {
    const { onSend } = setup();
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('previews a template with sample values and puts its HTML into the input when chosen', async () => {
    const { user, text } = setup();
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
    const offer = MESSAGE_TEMPLATES.find((template) => template.id === 'job-offer')!;
    expect(text).toHaveValue(offer.html);
    await waitFor(() => expect(text).toHaveFocus());
  });
});
