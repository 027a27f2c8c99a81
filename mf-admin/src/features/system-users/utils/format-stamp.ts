import { formatDate } from '@trellis/ui/format';

/** A timestamp (last login) as the reader's date and time. */
export const formatStamp = (iso: string) =>
  formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
