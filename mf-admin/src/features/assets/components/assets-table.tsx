import styled from 'styled-components';
import { Pencil, Trash2 } from 'lucide-react';
import {
  Badge,
  formatDate,
  formatMoney,
  IconButton,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type BadgeTone,
} from '@trellis/ui';
import { ASSET_TABLE_COLUMNS, type Asset, type AssetStatus } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { StyledRowActions } from '@trellis/page-kit';
import type { AssetSortState } from '../api/assets-resource';

const StyledName = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATUS_TONES: Record<AssetStatus, BadgeTone> = {
  Active: 'success',
  Maintenance: 'warning',
  Retired: 'neutral',
};

const [ASSET, ASSIGNEE, LOCATION, STATUS, VALUE, PURCHASE_DATE, ACTIONS] = ASSET_TABLE_COLUMNS;

export interface AssetsTableProps {
  items: Asset[];
  sort: AssetSortState;
  onSortChange: (next: AssetSortState) => void;
  onEdit: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** The asset columns; the asset's type under its name, the value in its own currency. */
export function AssetsTable({ items, sort, onSortChange, onEdit, onDelete }: AssetsTableProps) {
  const header = { sort, onSortChange };
  const canUpdate = usePermission('update');
  const canDelete = usePermission('delete');
  return (
    <TableContainer>
      <Table aria-label="Assets">
        <TableHead>
          <TableRow>
            <SortableHeader field="name" label={ASSET} {...header} />
            <SortableHeader field="assignee" label={ASSIGNEE} {...header} />
            <SortableHeader field="location" label={LOCATION} {...header} />
            <SortableHeader field="status" label={STATUS} {...header} />
            <SortableHeader field="value" label={VALUE} {...header} />
            <SortableHeader field="purchase_date" label={PURCHASE_DATE} {...header} />
            <TableHeaderCell>{ACTIONS}</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((asset) => (
            <TableRow key={asset.id}>
              <TableCell>
                <StyledName>{asset.name}</StyledName>
                <StyledMuted>{asset.type}</StyledMuted>
              </TableCell>
              <TableCell>
                {asset.assignee ?? '—'}
                {asset.assignee_user && <StyledMuted>{asset.assignee_user.email}</StyledMuted>}
              </TableCell>
              <TableCell>{asset.location ?? '—'}</TableCell>
              <TableCell>
                <Badge tone={STATUS_TONES[asset.status]}>{asset.status}</Badge>
              </TableCell>
              <TableCell>
                {formatMoney({ amount: asset.value, currency: asset.currency })}
              </TableCell>
              <TableCell>{formatDate(asset.purchase_date)}</TableCell>
              <TableCell>
                <StyledRowActions>
                  {canUpdate && (
                    <IconButton
                      label={`Edit ${asset.name}`}
                      icon={<Pencil aria-hidden size={16} />}
                      onClick={() => onEdit(asset)}
                    />
                  )}
                  {canDelete && (
                    <IconButton
                      label={`Delete ${asset.name}`}
                      icon={<Trash2 aria-hidden size={16} />}
                      onClick={() => onDelete(asset)}
                    />
                  )}
                </StyledRowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
