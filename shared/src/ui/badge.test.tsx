import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render';
import { Badge, Dot } from './badge';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadingText } from './loading-text';

describe('small primitives', () => {
  it('renders a status pill with its text', () => {
    renderWithTheme(<Badge tone="orange">重複確認中</Badge>);
    expect(screen.getByText('重複確認中')).toBeInTheDocument();
  });

  it('gives a badge dot a screen-reader label', () => {
    renderWithTheme(<Dot label="未読メッセージがあります" />);
    expect(screen.getByText('未読メッセージがあります')).toBeInTheDocument();
  });

  it('renders a Button as a link when asked', () => {
    renderWithTheme(
      <Button as="a" href="/25/employment-agency/jobs/search" variant="secondary">
        求人を探す
      </Button>,
    );
    expect(screen.getByRole('link', { name: '求人を探す' })).toHaveAttribute(
      'href',
      '/25/employment-agency/jobs/search',
    );
  });

  it('disables a Button', () => {
    renderWithTheme(<Button disabled>紹介する</Button>);
    expect(screen.getByRole('button', { name: '紹介する' })).toBeDisabled();
  });

  it('announces loading text as a status', () => {
    renderWithTheme(<LoadingText>求人情報を読み込み中...</LoadingText>);
    expect(screen.getByRole('status')).toHaveTextContent('求人情報を読み込み中...');
  });

  it('shows an empty state message', () => {
    renderWithTheme(<EmptyState message="お知らせはありません" />);
    expect(screen.getByText('お知らせはありません')).toBeInTheDocument();
  });
});
