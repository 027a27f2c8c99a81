import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test/render-with-theme';
import { nextSort, SortableHeader, type SortState } from '../sortable-header';
import { Table, TableHead, TableRow } from '../table';

type Field = 'name' | 'created_at';

function Harness({ onChange }: { onChange: (next: SortState<Field>) => void }) {
  const [sort, setSort] = useState<SortState<Field>>({ sort: 'created_at', order: 'desc' });
  const handleChange = (next: SortState<Field>) => {
    setSort(next);
    onChange(next);
  };
  return (
    <Table>
      <TableHead>
        <TableRow>
          <SortableHeader field="name" label="Name" sort={sort} onSortChange={handleChange} />
          <SortableHeader
            field="created_at"
            label="Created"
            sort={sort}
            onSortChange={handleChange}
          />
        </TableRow>
      </TableHead>
    </Table>
  );
}

describe('SortableHeader', () => {
  it('sorts a new column ascending, flips it on the next press, and says so to screen readers', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness onChange={onChange} />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    const created = screen.getByRole('columnheader', { name: 'Created' });
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(created).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'name', order: 'asc' });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(created).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'name', order: 'desc' });
    expect(name).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('nextSort', () => {
  it('starts a column ascending and flips only the column already sorted', () => {
    expect(nextSort<Field>({ sort: 'created_at', order: 'asc' }, 'name')).toEqual({
      sort: 'name',
      order: 'asc',
    });
    expect(nextSort<Field>({ sort: 'name', order: 'asc' }, 'name')).toEqual({
      sort: 'name',
      order: 'desc',
    });
    expect(nextSort<Field>({ sort: 'name', order: 'desc' }, 'name')).toEqual({
      sort: 'name',
      order: 'asc',
    });
  });
});
