export * from './basics';
export { TONE_FILLS } from '../components/tone-fill';
export { Alert, type AlertProps, type AlertTone } from '../components/alert';
export { StatCard, type StatCardProps } from '../components/stat-card';
export { ComingSoon, type ComingSoonProps } from '../components/coming-soon';
export { EmptyState, type EmptyStateProps } from '../components/empty-state';
export { VisuallyHidden } from '../components/visually-hidden';
export { plainList, stackedList } from '../components/plain-list';
export { factList } from '../components/fact-list';
