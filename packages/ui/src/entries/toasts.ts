export {
  ToastViewport,
  type ToastViewportProps,
  type ToastItem,
  type ToastType,
} from '../components/toast-viewport';
