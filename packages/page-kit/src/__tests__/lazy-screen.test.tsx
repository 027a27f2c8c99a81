import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders as render } from '@trellis/platform/testing';
import { lazyScreen, ScreenLoading } from '../lazy-screen';

function Holidays() {
  return <h1>Holidays</h1>;
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const load = jest.fn(
    () =>
      new Promise<typeof Holidays>((resolve, reject) => {
        arrive = () => resolve(Holidays);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

class RetryBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return <button onClick={() => this.setState({ failed: false })}>Retry</button>;
  }
}

describe('lazyScreen', () => {
  it('shows the loading state until its chunk arrives, then the screen', async () => {
    const chunk = deferredChunk();
    const Screen = lazyScreen(chunk.load);
    render(<Screen />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Holidays' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows the loading state it is given, as an area's forms do", () => {
    const Screen = lazyScreen(deferredChunk().load);
    render(
      <ScreenLoading.Provider value={<p>Loading customers...</p>}>
        <Screen />
      </ScreenLoading.Provider>,
    );
    expect(screen.getByText('Loading customers...')).toBeInTheDocument();
  });

  it('renders at once, fetching nothing, once its chunk has arrived', async () => {
    const chunk = deferredChunk();
    const Screen = lazyScreen(chunk.load);
    const first = render(<Screen />);
    chunk.arrive();
    await screen.findByRole('heading', { name: 'Holidays' });
    first.unmount();

    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Holidays' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('fails to the error boundary, and a retry fetches the chunk again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferredChunk();
    const Screen = lazyScreen(chunk.load);
    render(
      <RetryBoundary>
        <Screen />
      </RetryBoundary>,
    );
    chunk.fail(new Error('ChunkLoadError'));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(chunk.load).toHaveBeenCalledTimes(2);
    chunk.arrive();
    expect(await screen.findByRole('heading', { name: 'Holidays' })).toBeInTheDocument();
  });
});
