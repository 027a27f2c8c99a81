import { holidayLabel } from '../../services/holiday-audit';
import { lowerText, type ImportTarget } from '../import-target';

export const HOLIDAYS_TARGET: ImportTarget = {
  table: 'holidays',
  fields: [{ key: 'title' }, { key: 'type' }, { key: 'country' }, { key: 'date', cast: 'date' }],
  keyOf: (values) =>
    values.country && values.date ? `${lowerText(values.country)}|${String(values.date)}` : null,
  keySql: "lower(t.country) || '|' || to_char(t.date, 'YYYY-MM-DD')",
  entity: 'holiday',
  created: 'holiday.created',
  updated: 'holiday.updated',
  label: (row) => holidayLabel(row as unknown as Parameters<typeof holidayLabel>[0]),
  createdEvent: 'holiday:created',
  updatedEvent: 'holiday:updated',
  eventData: (row) => ({ id: row.id, title: row.title, country: row.country, date: row.date }),
};
