import styled from 'styled-components';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import {
  Avatar,
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
} from '@trellis/ui';
import {
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_ROW_ACTIONS,
  SYSTEM_USER_TABLE_COLUMNS,
  lastLoginText,
  type SystemUser,
} from '@trellis/contracts';
import { HistoryAction, StyledRowActions } from '@trellis/page-kit';
import type { SystemUserSortState } from '../api/system-users-resource';
import { formatStamp } from '../utils/format-stamp';
import { SystemUserStatusBadge } from './system-user-status-badge';

const StyledUser = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEmail = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const [USER, ROLE, STATUS, LAST_LOGIN, CREATED, ACTIONS] = SYSTEM_USER_TABLE_COLUMNS;
const [VIEW, EDIT, DELETE] = SYSTEM_USER_ROW_ACTIONS;

export interface SystemUsersTableProps {
  items: SystemUser[];
  sort: SystemUserSortState;
  onSortChange: (next: SystemUserSortState) => void;
  onView: (user: SystemUser) => void;
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => void;
}

/** User, Role, Status, Last Login ('Never' if none), Created, the three actions and History. */
export function SystemUsersTable({
  items,
  sort,
  onSortChange,
  onView,
  onEdit,
  onDelete,
}: SystemUsersTableProps) {
  const header = { sort, onSortChange };
  return (
    <TableContainer>
      <Table aria-label="System users">
        <TableHead>
          <TableRow>
            <SortableHeader field="name" label={USER} {...header} />
            <TableHeaderCell>{ROLE}</TableHeaderCell>
            <SortableHeader field="status" label={STATUS} {...header} />
            <SortableHeader field="last_login" label={LAST_LOGIN} {...header} />
            <SortableHeader field="created_at" label={CREATED} {...header} />
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((user) => (
            <TableRow key={user.id}>
              <TableCell>
                <StyledUser>
                  <Avatar name={user.name} src={user.avatar ?? undefined} size="sm" />
                  <div>
                    <StyledName>{user.name}</StyledName>
                    <StyledEmail>{user.email}</StyledEmail>
                  </div>
                </StyledUser>
              </TableCell>
              <TableCell>{user.role?.name ?? SYSTEM_USER_MESSAGES.noRole}</TableCell>
              <TableCell>
                <SystemUserStatusBadge status={user.status} />
              </TableCell>
              <TableCell>{lastLoginText(user.last_login, formatStamp)}</TableCell>
              <TableCell>{formatDate(user.created_at)}</TableCell>
              <TableCell>
                <StyledRowActions>
                  <IconButton
                    label={`${VIEW} ${user.name}`}
                    icon={<Eye aria-hidden size={16} />}
                    onClick={() => onView(user)}
                  />
                  <IconButton
                    label={`${EDIT} ${user.name}`}
                    icon={<Pencil aria-hidden size={16} />}
                    onClick={() => onEdit(user)}
                  />
                  <IconButton
                    label={`${DELETE} ${user.name}`}
                    icon={<Trash2 aria-hidden size={16} />}
                    onClick={() => onDelete(user)}
                  />
                  <HistoryAction entity="system_user" entityId={user.id} recordLabel={user.name} />
                </StyledRowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
