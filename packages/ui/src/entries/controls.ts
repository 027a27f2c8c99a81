export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from '../components/button';
export { IconButton, type IconButtonProps } from '../components/icon-button';
export { Badge, type BadgeProps, type BadgeTone } from '../components/badge';
export { TONE_FILLS } from '../components/tone-fill';
export { Alert, type AlertProps, type AlertTone } from '../components/alert';
export { Spinner, type SpinnerProps } from '../components/spinner';
export { FullScreenSpinner, type FullScreenSpinnerProps } from '../components/full-screen-spinner';
export { Card, type CardProps } from '../components/card';
export { StatCard, type StatCardProps } from '../components/stat-card';
export { Avatar, initialsOf, firstLetterOf, type AvatarProps } from '../components/avatar';
export { PageHeader, type PageHeaderProps } from '../components/page-header';
export { ComingSoon, type ComingSoonProps } from '../components/coming-soon';
export { EmptyState, type EmptyStateProps } from '../components/empty-state';
export { VisuallyHidden } from '../components/visually-hidden';
export { plainList } from '../components/plain-list';
