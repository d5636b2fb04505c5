import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Checkbox, Field, FileInput, PasswordInput, Select, TextInput } from './field';

describe('Field', () => {
  it('shows 必須 for a required field and names its input', () => {
    renderWithTheme(
      <Field label="メールアドレス" htmlFor="email" required>
        <TextInput id="email" />
      </Field>,
    );
    expect(screen.getByText('必須')).toBeInTheDocument();
    expect(screen.queryByText('任意')).not.toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveAttribute('aria-required', 'true');
  });

  it('shows 任意 for an optional field', () => {
    renderWithTheme(
      <Field label="追加メールアドレス" htmlFor="extra" optional>
        <TextInput id="extra" />
      </Field>,
    );
    expect(screen.getByText('任意')).toBeInTheDocument();
    expect(screen.queryByText('必須')).not.toBeInTheDocument();
  });

  it('shows no badge unless asked', () => {
    renderWithTheme(
      <Field label="備考" htmlFor="memo">
        <TextInput id="memo" />
      </Field>,
    );
    expect(screen.queryByText('必須')).not.toBeInTheDocument();
    expect(screen.queryByText('任意')).not.toBeInTheDocument();
  });

  it('announces the error and links hint and error to the input', () => {
    renderWithTheme(
      <Field
        label="パスワード"
        htmlFor="password"
        hint="8文字以上で入力してください"
        error="この項目は必須です"
      >
        <PasswordInput id="password" />
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('この項目は必須です');
    const input = screen.getByLabelText('パスワード');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('8文字以上で入力してください この項目は必須です');
  });

  it('is a labelled group when it has no single input', () => {
    renderWithTheme(
      <Field label="直接連絡可否" required>
        <Select aria-label="選択">
          <option>可</option>
        </Select>
      </Field>,
    );
    expect(screen.getByRole('group', { name: '直接連絡可否' })).toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('is named by its label and toggles', async () => {
    const { user } = renderWithTheme(<Checkbox label="次回から自動でログイン" />);
    const box = screen.getByRole('checkbox', { name: '次回から自動でログイン' });
    await user.click(box);
    expect(box).toBeChecked();
  });
});

describe('FileInput', () => {
  it('says ファイルを選択 and what was chosen in Japanese, named by its field', async () => {
    const picked: File[][] = [];
    const { rerender, user } = renderWithTheme(
      <Field label="CSVファイルを選択" htmlFor="csv" required>
        <FileInput id="csv" accept=".csv" onFiles={(files) => picked.push(files)} />
      </Field>,
    );
    expect(screen.getByText('ファイルを選択')).toBeInTheDocument();
    expect(screen.getByText('選択されていません')).toBeInTheDocument();
    const input = screen.getByLabelText('CSVファイルを選択');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-required', 'true');
    const file = new File(['a,b'], '候補者.csv', { type: 'text/csv' });
    await user.upload(input, file);
    expect(picked).toEqual([[file]]);
    // Emptied, so the same file can be picked again.
    expect((input as HTMLInputElement).value).toBe('');
    rerender(
      <Field label="CSVファイルを選択" htmlFor="csv">
        <FileInput id="csv" chosen="候補者.csv" onFiles={() => {}} />
      </Field>,
    );
    expect(screen.getByText('候補者.csv')).toBeInTheDocument();
    expect(screen.queryByText('選択されていません')).not.toBeInTheDocument();
  });

  it('opens the picker from its box on a click, and is reached by Tab itself', async () => {
    const { user } = renderWithTheme(
      <Field label="履歴書" htmlFor="cv">
        <FileInput id="cv" chosen={null} onFiles={() => {}} />
      </Field>,
    );
    const input = screen.getByLabelText('履歴書');
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByText('ファイルを選択'));
    expect(click).toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveFocus();
    // chosen={null}: the caller lists the files itself.
    expect(screen.queryByText('選択されていません')).not.toBeInTheDocument();
  });
});
