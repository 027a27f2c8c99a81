export { Modal, MODAL_ANIMATION_MS, type ModalProps, type ModalSize } from '../components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from '../components/confirm-dialog';
export { useDialogState, type DialogState } from '../hooks/use-dialog-state';
