import { Modal } from '@trellis/ui/dialogs';
import { useRecordSave } from '@trellis/page-kit';
import {
  ASSET_MESSAGES,
  assetFormDefaults,
  assetToFormValues,
  type Asset,
} from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
import { assets } from '../api/assets-resource';
import { AssetForm } from './asset-form';

export interface AssetFormModalProps {
  open: boolean;
  /** The asset to edit, or null for a new one. */
  asset: Asset | null;
  /** Changes on every opening: the form starts afresh each time. */
  instance: number;
  onClose: () => void;
}

/** 'Add Asset' and the row's edit icon: the one form, empty or filled from the asset. */
export function AssetFormModal({ open, asset, instance, onClose }: AssetFormModalProps) {
  const today = useBusinessToday();
  const save = useRecordSave(assets, asset, ASSET_MESSAGES, onClose);
  return (
    <Modal
      open={open}
      onClose={save.close}
      title={asset ? ASSET_MESSAGES.editAsset : ASSET_MESSAGES.addAsset}
      size="md"
    >
      <AssetForm
        key={instance}
        defaultValues={asset ? assetToFormValues(asset) : assetFormDefaults(today)}
        linkedUser={asset?.assignee_user ?? null}
        submitLabel={asset ? ASSET_MESSAGES.updateAsset : ASSET_MESSAGES.createAsset}
        saving={save.pending}
        error={save.error}
        onSubmit={save.submit}
        onCancel={save.close}
      />
    </Modal>
  );
}
