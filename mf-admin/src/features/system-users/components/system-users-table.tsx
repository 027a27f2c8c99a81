import styled from 'styled-components';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Avatar, IconButton } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import {
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_ROW_ACTIONS,
  SYSTEM_USER_TABLE_COLUMNS,
  lastLoginText,
  type SystemUser,
  type SystemUserSortField,
} from '@trellis/contracts';
import {
  DataTable,
  HistoryAction,
  StyledCellTitle,
  StyledRowActions,
  type DataColumn,
  type ListTableProps,
} from '@trellis/page-kit';
import { formatStamp } from '../utils/format-stamp';
import { SystemUserStatusBadge } from './system-user-status-badge';

const StyledUser = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

// No `StyledCellNote`: an email stays whole rather than wrapping anywhere in a narrow table.
const StyledEmail = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const [USER, ROLE, STATUS, LAST_LOGIN, CREATED, ACTIONS] = SYSTEM_USER_TABLE_COLUMNS;
const [VIEW, EDIT, DELETE] = SYSTEM_USER_ROW_ACTIONS;

export interface SystemUsersTableProps extends ListTableProps<SystemUser, SystemUserSortField> {
  onView: (user: SystemUser) => void;
  onEdit: (user: SystemUser) => void;
  onDelete: (user: SystemUser) => void;
}

/** User, Role, Status, Last Login ('Never' if none), Created, the three actions and History. */
export function SystemUsersTable({ onView, onEdit, onDelete, ...list }: SystemUsersTableProps) {
  const columns: DataColumn<SystemUser, SystemUserSortField>[] = [
    {
      header: USER,
      sortField: 'name',
      cell: (user) => (
        <StyledUser>
          <Avatar name={user.name} src={user.avatar ?? undefined} size="sm" />
          <div>
            <StyledCellTitle>{user.name}</StyledCellTitle>
            <StyledEmail>{user.email}</StyledEmail>
          </div>
        </StyledUser>
      ),
    },
    { header: ROLE, cell: (user) => user.role?.name ?? SYSTEM_USER_MESSAGES.noRole },
    {
      header: STATUS,
      sortField: 'status',
      cell: (user) => <SystemUserStatusBadge status={user.status} />,
    },
    {
      header: LAST_LOGIN,
      sortField: 'last_login',
      cell: (user) => lastLoginText(user.last_login, formatStamp),
    },
    { header: CREATED, sortField: 'created_at', cell: (user) => formatDate(user.created_at) },
    {
      header: ACTIONS,
      cell: (user) => (
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
      ),
    },
  ];
  return (
    <DataTable label="System users" columns={columns} rowLabel={(user) => user.name} {...list} />
  );
}
