import { ASSET_MESSAGES, type Asset } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { ConfirmDialog } from '@trellis/ui';
import { assets } from '../api/assets-resource';

export interface DeleteAssetDialogProps {
  open: boolean;
  asset: Asset | null;
  onClose: () => void;
}

/** Asks first; a refusal stays in the dialog with the server's message. */
export function DeleteAssetDialog({ open, asset, onClose }: DeleteAssetDialogProps) {
  const deletion = assets.useDelete();
  const handleClose = () => {
    deletion.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!asset) return;
    deletion.mutate(asset.id, {
      onSuccess: () => {
        toast(ASSET_MESSAGES.deleted, 'success');
        handleClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={open && asset !== null}
      title={asset ? `${ASSET_MESSAGES.delete} ${asset.name}` : ASSET_MESSAGES.delete}
      message={ASSET_MESSAGES.deleteConfirm}
      confirmLabel={ASSET_MESSAGES.delete}
      pending={deletion.isPending}
      error={deletion.error ? errorMessage(deletion.error, ASSET_MESSAGES.deleteFailed) : null}
      onConfirm={handleConfirm}
      onClose={handleClose}
    />
  );
}
