import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Checkbox, Field, PasswordInput, Select, TextInput } from './field';

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
