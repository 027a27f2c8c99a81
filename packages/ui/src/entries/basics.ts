// The controls the shell's frame draws (buttons, badges, avatars, spinners, cards, page headers),
// shared on their own so that its start-up takes these and not the rest of `./controls`, which
// re-exports them.
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from '../components/button';
export { IconButton, type IconButtonProps } from '../components/icon-button';
export { Badge, type BadgeProps, type BadgeTone } from '../components/badge';
export { Spinner, type SpinnerProps } from '../components/spinner';
export { FullScreenSpinner, type FullScreenSpinnerProps } from '../components/full-screen-spinner';
export { Card, type CardProps } from '../components/card';
export { Avatar, initialsOf, firstLetterOf, type AvatarProps } from '../components/avatar';
export { PageHeader, type PageHeaderProps } from '../components/page-header';
