import styled from 'styled-components';
import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import {
  Badge,
  formatDate,
  IconButton,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type SortState,
} from '@trellis/ui';
import { ENGINEER_MESSAGES, type EngineerListItem } from '@trellis/contracts';
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

export interface EngineersTableProps {
  items: EngineerListItem[];
  sort: SortState<EngineerSortField>;
  onSortChange: (next: SortState<EngineerSortField>) => void;
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
  items,
  sort,
  onSortChange,
  recentlyUpdated,
  today,
  onView,
  onDelete,
}: EngineersTableProps) {
  const header = { sort, onSortChange };
  const canManage = usePermission('manage_team');
  return (
    <TableContainer>
      <Table aria-label="Engineers">
        <TableHead>
          <TableRow>
            <TableHeaderCell>ID</TableHeaderCell>
            <SortableHeader field="name" label="Name" {...header} />
            <SortableHeader field="email" label="Email" {...header} />
            <TableHeaderCell>Phone</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <SortableHeader field="created_at" label="Created" {...header} />
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((engineer) => (
            <TableRow key={engineer.id}>
              <TableCell>
                <StyledCode to={String(engineer.id)}>{engineer.code}</StyledCode>
              </TableCell>
              <TableCell>
                <StyledName>
                  {engineer.name}
                  <ComplianceBadge compliance={engineer.compliance} today={today} />
                </StyledName>
              </TableCell>
              <TableCell>{engineer.email}</TableCell>
              <TableCell>{engineer.phone ?? '—'}</TableCell>
              <TableCell>
                {recentlyUpdated.has(engineer.id) ? (
                  <RecentlyUpdatedBadge label={ENGINEER_MESSAGES.recentlyUpdated} />
                ) : (
                  <Badge tone={statusTone(engineer.status)}>{engineer.status}</Badge>
                )}
              </TableCell>
              <TableCell>{formatDate(engineer.created_at)}</TableCell>
              <TableCell>
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
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
