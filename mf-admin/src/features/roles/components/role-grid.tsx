import styled from 'styled-components';
import type { RoleItem } from '@trellis/contracts';
import { RoleCard } from './role-card';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface RoleGridProps {
  items: RoleItem[];
  onEdit: (role: RoleItem) => void;
  onDelete: (role: RoleItem) => void;
}

/** The roles as a card grid. */
export function RoleGrid({ items, onEdit, onDelete }: RoleGridProps) {
  return (
    <StyledGrid aria-label="Roles">
      {items.map((role) => (
        <li key={role.id}>
          <RoleCard role={role} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </StyledGrid>
  );
}
