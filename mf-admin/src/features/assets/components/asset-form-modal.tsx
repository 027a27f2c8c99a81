import { Modal } from '@trellis/ui';
import {
  ASSET_MESSAGES,
  assetFormDefaults,
  assetToFormValues,
  type Asset,
  type AssetBody,
} from '@trellis/contracts';
import { toast, useBusinessToday } from '@trellis/platform';
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
  const create = assets.useCreate();
  const update = assets.useUpdate();
  const save = asset ? update : create;
  const handleClose = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const handleSubmit = (body: AssetBody) => {
    const onSuccess = () => {
      toast(asset ? ASSET_MESSAGES.updated : ASSET_MESSAGES.created, 'success');
      handleClose();
    };
    if (asset) update.mutate({ id: asset.id, body }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };
  return (
    <Modal
      open={open}
      onClose={handleClose}
      title={asset ? ASSET_MESSAGES.editAsset : ASSET_MESSAGES.addAsset}
      size="md"
    >
      <AssetForm
        key={instance}
        defaultValues={asset ? assetToFormValues(asset) : assetFormDefaults(today)}
        linkedUser={asset?.assignee_user ?? null}
        submitLabel={asset ? ASSET_MESSAGES.updateAsset : ASSET_MESSAGES.createAsset}
        saving={save.isPending}
        error={save.error}
        onSubmit={handleSubmit}
        onCancel={handleClose}
      />
    </Modal>
  );
}
