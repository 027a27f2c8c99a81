import { format } from 'date-fns';
import { EmptyState, Spinner } from '@trellis/ui/controls';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui/lists';
import { useEngineers } from '../api/get-engineers';

export function EngineerList() {
  const { data, error, isPending } = useEngineers();
  if (isPending) return <Spinner label="Loading engineers..." showLabel />;
  if (error)
    return <p role="alert">Failed to load engineers: {error.message || 'Unknown error'}</p>;
  if (data.length === 0) return <EmptyState title="No engineers yet" />;
  return (
    <TableContainer>
      <Table aria-label="Engineers">
        <TableHead>
          <TableRow>
            <TableHeaderCell>ID</TableHeaderCell>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Email</TableHeaderCell>
            <TableHeaderCell>Phone</TableHeaderCell>
            <TableHeaderCell>Created</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((engineer) => (
            <TableRow key={engineer.id}>
              <TableCell>{engineer.id}</TableCell>
              <TableCell>{engineer.name}</TableCell>
              <TableCell>{engineer.email}</TableCell>
              <TableCell>{engineer.phone ?? '—'}</TableCell>
              <TableCell>{format(new Date(engineer.created_at), 'yyyy-MM-dd HH:mm')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
