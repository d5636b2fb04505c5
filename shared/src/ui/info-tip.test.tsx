import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { InfoTip } from './info-tip';

const TEXT = '「不可」に設定すると、企業から学生へ直接連絡できなくなります。';

function setup() {
  return renderWithTheme(<InfoTip label="直接連絡可否の説明">{TEXT}</InfoTip>);
}

describe('InfoTip', () => {
  it('explains on hover', async () => {
    const { user } = setup();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: '直接連絡可否の説明' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);
    await user.unhover(screen.getByRole('button', { name: '直接連絡可否の説明' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains on keyboard focus, described to screen readers, and Escape hides it', async () => {
    const { user } = setup();
    await user.tab();
    const button = screen.getByRole('button', { name: '直接連絡可否の説明' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(TEXT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('toggles on a tap (touch screens have no hover)', () => {
    setup();
    const button = screen.getByRole('button', { name: '直接連絡可否の説明' });
    fireEvent.click(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);
    fireEvent.click(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
