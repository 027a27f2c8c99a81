import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render-with-theme';
import { pageItems, Pagination } from '../pagination';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses around the current page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('needs no ellipsis for small counts, and one as soon as a page is left out', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageItems(8, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 8]);
  });
});

describe('Pagination', () => {
  it('disables Previous on the first page and moves with Next', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows numbered pages with ellipses, marks the current one and jumps to another', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(
      <Pagination page={6} pageCount={12} onPageChange={onPageChange} showPageNumbers />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Previous',
      '1',
      '5',
      '6',
      '7',
      '12',
      'Next',
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Page 12' }));
    expect(onPageChange).toHaveBeenCalledWith(12);
  });
});
