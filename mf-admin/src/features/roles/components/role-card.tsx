import styled from 'styled-components';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge, Card, IconButton } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import { PERMISSION_LABELS, ROLE_MESSAGES, type RoleItem } from '@trellis/contracts';
import { StyledRowActions } from '@trellis/page-kit';

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPermissions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: 0;
  list-style: none;
`;

export interface RoleCardProps {
  role: RoleItem;
  onEdit: (role: RoleItem) => void;
  onDelete: (role: RoleItem) => void;
}

/** A role: its name, description, permissions, how many users hold it, and edit and delete. */
export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  return (
    <Card>
      <StyledHead>
        <div>
          <StyledName>{role.name}</StyledName>
          {role.description && <StyledMuted>{role.description}</StyledMuted>}
        </div>
        <StyledRowActions>
          <IconButton
            label={`Edit ${role.name}`}
            icon={<Pencil aria-hidden size={16} />}
            onClick={() => onEdit(role)}
          />
          <IconButton
            label={`Delete ${role.name}`}
            icon={<Trash2 aria-hidden size={16} />}
            onClick={() => onDelete(role)}
          />
        </StyledRowActions>
      </StyledHead>
      <StyledPermissions aria-label={`${role.name} permissions`}>
        {role.permissions.map((permission) => (
          <li key={permission}>
            <Badge tone="info">{PERMISSION_LABELS[permission]}</Badge>
          </li>
        ))}
      </StyledPermissions>
      <StyledMuted>
        {ROLE_MESSAGES.userCount(role.user_count)} · Created {formatDate(role.created_at)}
      </StyledMuted>
    </Card>
  );
}
