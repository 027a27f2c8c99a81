import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { PagedList, type PagedListProps, type PagedListQuery } from '../paged-list';

const settled: PagedListQuery<string> = {
  data: { items: ['Alpha', 'Beta'], total: 12 },
  isPending: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => {},
};

function renderList(overrides: Partial<PagedListProps<string>> = {}) {
  const props: PagedListProps<string> = {
    query: settled,
    page: 1,
    limit: 10,
    onPageChange: jest.fn(),
    pagesLabel: 'Things pages',
    loadingLabel: 'Loading things...',
    failedTitle: 'Could not load things',
    emptyTitle: 'No things found',
    children: (items) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
    ...overrides,
  };
  renderWithTheme(<PagedList {...props} />);
  return props;
}

describe('PagedList', () => {
  it('shows the rows and their pages, and moves to the page asked for', async () => {
    const { onPageChange } = renderList();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Alpha', 'Beta']);
    const pages = screen.getByRole('navigation', { name: 'Things pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 • Total 12');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('hides the pages when every row fits on one, unless told to show them', () => {
    const one = { ...settled, data: { items: ['Alpha'], total: 1 } };
    renderList({ query: one });
    expect(screen.queryByRole('navigation', { name: 'Things pages' })).not.toBeInTheDocument();
    renderList({ query: one, alwaysShowPages: true });
    expect(screen.getByRole('navigation', { name: 'Things pages' })).toHaveTextContent(
      'Page 1 of 1 • Total 1',
    );
  });

  it("uses the screen's own wording of the summary", () => {
    renderList({ summary: (page, count, total) => `${total} things, page ${page}/${count}` });
    expect(screen.getByText('12 things, page 1/2')).toBeInTheDocument();
  });

  it('waits, fails with Retry, or says there is nothing', async () => {
    const refetch = jest.fn();
    renderList({ query: { ...settled, data: undefined, isPending: true } });
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    renderList({ query: { ...settled, data: undefined, isError: true, refetch } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
    renderList({ query: { ...settled, data: { items: [], total: 0 } } });
    expect(screen.getByText('No things found')).toBeInTheDocument();
  });

  it('moves an address past the last page to the last one, showing no empty page meanwhile', () => {
    const { onPageChange } = renderList({
      page: 9,
      query: { ...settled, data: { items: [], total: 12 } },
    });
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByText('Loading things...')).toBeInTheDocument();
    expect(screen.queryByText('No things found')).not.toBeInTheDocument();
  });
});
