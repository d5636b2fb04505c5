// The shared mount of another remote's page: the page gets its props, a failure shows the
// caller's fallback, and its retry loads the module afresh without a page reload.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { RemoteMount, resetRemoteComponents, type MountBoundaryProps } from './remote-mount';

class Boundary extends Component<MountBoundaryProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  componentDidCatch = () => this.props.onError();
  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <button onClick={this.props.onRetry}>再読み込み</button>;
  }
}

const Form = ({ jobId }: { jobId: number }) => <h1>求人{jobId}の紹介フォーム</h1>;

beforeEach(() => {
  resetRemoteComponents();
  // React reports caught render errors on the console; the fallback is what this test checks.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('mounts the page with its props and loads it afresh on retry after a failure', async () => {
  const load = jest
    .fn<Promise<typeof Form>, [string]>()
    .mockRejectedValueOnce(new Error('remote_jobs is down'))
    .mockResolvedValueOnce(Form);
  render(
    <RemoteMount<{ jobId: number }>
      id="remote_jobs/ReferralForm"
      load={load}
      props={{ jobId: 5 }}
      loading={<p>読み込み中</p>}
      boundary={Boundary}
    />,
  );
  expect(screen.getByText('読み込み中')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
  expect(await screen.findByRole('heading', { name: '求人5の紹介フォーム' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenCalledWith('remote_jobs/ReferralForm');
});
