import { Badge, type BadgeTone } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  ASSET_TABLE_COLUMNS,
  type Asset,
  type AssetSortField,
  type AssetStatus,
} from '@trellis/contracts';
import {
  type DataColumn,
  type ListTableProps,
  DataTable,
  EditDeleteActions,
  StyledCellNote,
  StyledCellTitle,
} from '@trellis/page-kit';

const STATUS_TONES: Record<AssetStatus, BadgeTone> = {
  Active: 'success',
  Maintenance: 'warning',
  Retired: 'neutral',
};

const [ASSET, ASSIGNEE, LOCATION, STATUS, VALUE, PURCHASE_DATE, ACTIONS] = ASSET_TABLE_COLUMNS;

export interface AssetsTableProps extends ListTableProps<Asset, AssetSortField> {
  onEdit: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** The asset columns; the asset's type under its name, the value in its own currency. */
export function AssetsTable({ onEdit, onDelete, ...list }: AssetsTableProps) {
  const columns: DataColumn<Asset, AssetSortField>[] = [
    {
      header: ASSET,
      sortField: 'name',
      cell: (asset) => (
        <>
          <StyledCellTitle>{asset.name}</StyledCellTitle>
          <StyledCellNote>{asset.type}</StyledCellNote>
        </>
      ),
    },
    {
      header: ASSIGNEE,
      sortField: 'assignee',
      cell: (asset) => (
        <>
          {asset.assignee ?? '—'}
          {asset.assignee_user && <StyledCellNote>{asset.assignee_user.email}</StyledCellNote>}
        </>
      ),
    },
    { header: LOCATION, sortField: 'location', cell: (asset) => asset.location ?? '—' },
    {
      header: STATUS,
      sortField: 'status',
      cell: (asset) => <Badge tone={STATUS_TONES[asset.status]}>{asset.status}</Badge>,
    },
    {
      header: VALUE,
      sortField: 'value',
      cell: (asset) => formatMoney({ amount: asset.value, currency: asset.currency }),
    },
    {
      header: PURCHASE_DATE,
      sortField: 'purchase_date',
      cell: (asset) => formatDate(asset.purchase_date),
    },
    {
      header: ACTIONS,
      cell: (asset) => (
        <EditDeleteActions
          name={asset.name}
          onEdit={() => onEdit(asset)}
          onDelete={() => onDelete(asset)}
        />
      ),
    },
  ];
  return <DataTable label="Assets" columns={columns} rowLabel={(asset) => asset.name} {...list} />;
}
