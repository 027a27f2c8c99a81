import { useState } from 'react';
import styled from 'styled-components';
import { DebouncedSearchInput, Field, Select } from '@trellis/ui/forms';
import { ASSET_FIELD_LABELS, ASSET_MESSAGES, type AssetAssigneeUser } from '@trellis/contracts';
import { useAssetAssignees } from '../api/assets-resource';

// A grid, not a column flexbox: the search box's flex-basis would become its height.
const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ROLE_LABELS: Record<AssetAssigneeUser['role'], string> = {
  staff: 'System user',
  engineer: 'Engineer',
};

const optionLabel = (user: AssetAssigneeUser) =>
  `${user.name} (${user.email}) · ${ROLE_LABELS[user.role]}`;

export interface AssigneeLinkFieldProps {
  id: string;
  /** The linked account's id, or null for none. */
  value: number | null;
  /** The account linked when the form opened, shown before any search. */
  initial: AssetAssigneeUser | null;
  error?: string;
  onChange: (user: AssetAssigneeUser | null) => void;
}

/**
 * The optional link of the assignee to a system user or an engineer: a search narrows the
 * accounts the server offers, a select picks one (or none).
 */
export function AssigneeLinkField({ id, value, initial, error, onChange }: AssigneeLinkFieldProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AssetAssigneeUser | null>(initial);
  const { data = [] } = useAssetAssignees(search);
  const offered = chosen && !data.some((u) => u.id === chosen.id) ? [chosen, ...data] : data;

  const handleChange = (raw: string) => {
    const user = offered.find((u) => String(u.id) === raw) ?? null;
    setChosen(user);
    onChange(user);
  };

  return (
    <Field label={ASSET_FIELD_LABELS.assignee_user_id} htmlFor={id} optional error={error}>
      <StyledStack>
        <DebouncedSearchInput
          label={ASSET_MESSAGES.assigneeSearchLabel}
          placeholder={ASSET_MESSAGES.assigneeSearchPlaceholder}
          value={search}
          onCommit={setSearch}
        />
        <Select
          id={id}
          value={value === null ? '' : String(value)}
          invalid={!!error}
          onChange={(event) => handleChange(event.target.value)}
        >
          <option value="">{ASSET_MESSAGES.noAssigneeLink}</option>
          {offered.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {optionLabel(user)}
            </option>
          ))}
        </Select>
      </StyledStack>
    </Field>
  );
}
