import styled from 'styled-components';
import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import { Badge, IconButton } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { ENGINEER_MESSAGES, type EngineerListItem } from '@trellis/contracts';
import { DataTable, type DataColumn, type ListTableProps } from '@trellis/page-kit';
import { usePermission } from '@trellis/platform';
import type { EngineerSortField } from '../hooks/use-engineer-list-params';
import { ComplianceBadge, RecentlyUpdatedBadge } from './compliance-badge';

const StyledName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledCode = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/** The table's headers, in order: what its Columns menu offers. */
export const ENGINEER_TABLE_COLUMNS = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Status',
  'Created',
  'Actions',
] as const;
const [ID, NAME, EMAIL, PHONE, STATUS, CREATED, ACTIONS] = ENGINEER_TABLE_COLUMNS;

export interface EngineersTableProps extends ListTableProps<EngineerListItem, EngineerSortField> {
  /** Engineers changed by a realtime event in the last 10 seconds. */
  recentlyUpdated: ReadonlySet<number>;
  /** The business today, for the compliance badge. */
  today: string;
  onView: (engineer: EngineerListItem) => void;
  onDelete: (engineer: EngineerListItem) => void;
}

const statusTone = (status: string) =>
  status === 'Active' ? 'success' : status === 'Invited' ? 'info' : 'neutral';

/**
 * ID, Name, Email, Phone, Status, Created and the view and delete actions (delete for a user
 * with Manage Team).
 */
export function EngineersTable({
  recentlyUpdated,
  today,
  onView,
  onDelete,
  ...list
}: EngineersTableProps) {
  const canManage = usePermission('manage_team');
  const columns: DataColumn<EngineerListItem, EngineerSortField>[] = [
    {
      header: ID,
      cell: (engineer) => <StyledCode to={String(engineer.id)}>{engineer.code}</StyledCode>,
    },
    {
      header: NAME,
      sortField: 'name',
      cell: (engineer) => (
        <StyledName>
          {engineer.name}
          <ComplianceBadge compliance={engineer.compliance} today={today} />
        </StyledName>
      ),
    },
    { header: EMAIL, sortField: 'email', cell: (engineer) => engineer.email },
    { header: PHONE, cell: (engineer) => engineer.phone ?? '—' },
    {
      header: STATUS,
      cell: (engineer) =>
        recentlyUpdated.has(engineer.id) ? (
          <RecentlyUpdatedBadge label={ENGINEER_MESSAGES.recentlyUpdated} />
        ) : (
          <Badge tone={statusTone(engineer.status)}>{engineer.status}</Badge>
        ),
    },
    {
      header: CREATED,
      sortField: 'created_at',
      cell: (engineer) => formatDate(engineer.created_at),
    },
    {
      header: ACTIONS,
      cell: (engineer) => (
        <StyledActions>
          <IconButton
            label={`View ${engineer.name}`}
            icon={<Eye aria-hidden size={16} />}
            onClick={() => onView(engineer)}
          />
          {canManage && (
            <IconButton
              label={`Delete ${engineer.name}`}
              icon={<Trash2 aria-hidden size={16} />}
              onClick={() => onDelete(engineer)}
            />
          )}
        </StyledActions>
      ),
    },
  ];
  return (
    <DataTable
      label="Engineers"
      columns={columns}
      rowLabel={(engineer) => engineer.name}
      {...list}
    />
  );
}
