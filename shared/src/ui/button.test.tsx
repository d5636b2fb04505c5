import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Button } from './button';

describe('Button', () => {
  it('when busy, refuses clicks and form submits but keeps the keyboard focus', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = jest.fn();
    const { user, rerender } = renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          保存する
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '保存する' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          保存する
        </Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
