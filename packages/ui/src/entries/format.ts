export { formatDate, formatMoney, type MoneyAmount } from '../utils/format';
export { RelativeTime, type RelativeTimeProps } from '../components/relative-time';
export { exactTime, relativeTime } from '../utils/relative-time';
export { useNow } from '../hooks/use-now';
