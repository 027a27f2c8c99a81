import { format } from 'date-fns';
import { EmptyState, Spinner } from '@trellis/ui/controls';
import type { EngineerListResponse } from '@trellis/contracts';
import { DataTable, type DataColumn } from '@trellis/page-kit';
import { useEngineers } from '../api/get-engineers';

type Engineer = EngineerListResponse['data'][number];

const COLUMNS: DataColumn<Engineer, never>[] = [
  { header: 'ID', cell: (engineer) => engineer.id },
  { header: 'Name', cell: (engineer) => engineer.name },
  { header: 'Email', cell: (engineer) => engineer.email },
  { header: 'Phone', cell: (engineer) => engineer.phone ?? '—' },
  {
    header: 'Created',
    cell: (engineer) => format(new Date(engineer.created_at), 'yyyy-MM-dd HH:mm'),
  },
];

export function EngineerList() {
  const { data, error, isPending } = useEngineers();
  if (isPending) return <Spinner label="Loading engineers..." showLabel />;
  if (error)
    return <p role="alert">Failed to load engineers: {error.message || 'Unknown error'}</p>;
  if (data.length === 0) return <EmptyState title="No engineers yet" />;
  return <DataTable label="Engineers" items={data} columns={COLUMNS} />;
}
