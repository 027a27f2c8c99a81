import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { ListBody, type ListBodyProps } from '../list-body';

const base: ListBodyProps = {
  loading: false,
  loadingLabel: 'Loading holidays...',
  failed: false,
  failedTitle: 'Could not load holidays',
  onRetry: () => {},
  empty: false,
  emptyTitle: 'No holidays found',
  emptyDescription: 'Try another search or filter.',
  busy: false,
  children: <table aria-label="Holidays" />,
};

describe('ListBody', () => {
  it('says it is loading, before anything else', () => {
    renderWithTheme(<ListBody {...base} loading failed empty />);
    expect(screen.getByText('Loading holidays...')).toBeInTheDocument();
    expect(screen.queryByText('Could not load holidays')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a load failed and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ListBody {...base} failed empty onRetry={onRetry} />);
    expect(screen.getByText('Could not load holidays')).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the list's empty text", () => {
    renderWithTheme(<ListBody {...base} empty />);
    expect(screen.getByText('No holidays found')).toBeInTheDocument();
    expect(screen.getByText('Try another search or filter.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the list, marked busy while it refreshes', () => {
    const { unmount } = renderWithTheme(<ListBody {...base} busy />);
    const list = () => screen.getByRole('table', { name: 'Holidays' }).parentElement;
    expect(list()).toHaveAttribute('aria-busy', 'true');
    unmount();
    renderWithTheme(<ListBody {...base} />);
    expect(list()).toHaveAttribute('aria-busy', 'false');
  });
});
