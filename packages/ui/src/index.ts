export type { ThemeMode, TrellisColors, TrellisTheme } from './theme/theme-types';
export { lightTheme } from './theme/light-theme';
export { darkTheme } from './theme/dark-theme';
export { GlobalStyle } from './theme/global-style';
export { useThemeStore, THEME_STORAGE_KEY } from './theme/theme-store';
export {
  TrellisThemeProvider,
  type TrellisThemeProviderProps,
} from './theme/trellis-theme-provider';
export { contrastRatio } from './theme/contrast';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { Field, fieldErrorId, type FieldProps } from './components/field';
export { TextInput, type TextInputProps } from './components/text-input';
export { TextArea, type TextAreaProps } from './components/text-area';
export { PasswordInput, type PasswordInputProps } from './components/password-input';
export { Select, type SelectProps, type SelectOption } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export {
  Table,
  TableContainer,
  TableHead,
  TableBody,
  TableRow,
  TableHeaderCell,
  TableCell,
} from './components/table';
export { Modal, MODAL_ANIMATION_MS, type ModalProps, type ModalSize } from './components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Menu, type MenuItem, type MenuProps } from './components/menu';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export {
  Pagination,
  pageItems,
  type PaginationProps,
  type PageItem,
} from './components/pagination';
export { usePageClamp, pageCountOf, type PageClampOptions } from './hooks/use-page-clamp';
export { useDialogState, type DialogState } from './hooks/use-dialog-state';
export {
  SortableHeader,
  nextSort,
  type SortableHeaderProps,
  type SortState,
  type SortOrder,
} from './components/sortable-header';
export {
  RepeatableRows,
  type RepeatableRowsProps,
  type RepeatableRowsFieldArray,
} from './components/repeatable-rows';
export {
  DebouncedSearchInput,
  SEARCH_DEBOUNCE_MS,
  type DebouncedSearchInputProps,
} from './components/debounced-search-input';
export { Combobox, type ComboboxProps } from './components/combobox';
export type { ComboboxOption } from './components/combobox-item';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { formatDate, formatMoney, type MoneyAmount } from './utils/format';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ListBody, type ListBodyProps } from './components/list-body';
export { PagedList, type PagedListProps, type PagedListQuery } from './components/paged-list';
export { Spinner, type SpinnerProps } from './components/spinner';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './components/full-screen-spinner';
export {
  ToastViewport,
  type ToastViewportProps,
  type ToastItem,
  type ToastType,
} from './components/toast-viewport';
export { Card, type CardProps } from './components/card';
export { StatCard, type StatCardProps } from './components/stat-card';
export { Avatar, initialsOf, firstLetterOf, type AvatarProps } from './components/avatar';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export { ComingSoon, type ComingSoonProps } from './components/coming-soon';
export { VisuallyHidden } from './components/visually-hidden';
export { plainList } from './components/plain-list';
export { RelativeTime, type RelativeTimeProps } from './components/relative-time';
export { exactTime, relativeTime } from './utils/relative-time';
export { useNow } from './hooks/use-now';
export {
  DayGrid,
  dayGridSpanWidth,
  type DayGridProps,
  type DayGridDay,
  type DayGridColumn,
  type DayGridRowProps,
} from './components/day-grid';
export type { DayGridCellTone } from './components/day-grid-tones';
