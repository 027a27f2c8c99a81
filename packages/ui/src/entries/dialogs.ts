export { Modal, MODAL_ANIMATION_MS, type ModalProps, type ModalSize } from '../components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/confirm-dialog';
export { useDialogState, type DialogState, type DialogView } from '../hooks/use-dialog-state';
export { DialogModal, type DialogModalProps } from '../components/dialog-modal';
