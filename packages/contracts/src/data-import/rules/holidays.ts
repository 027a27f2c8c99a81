import { field, type ImportKindRule } from './rule';

export const HOLIDAYS_IMPORT: ImportKindRule = {
  label: 'Holidays',
  noun: { one: 'holiday', many: 'holidays' },
  fields: [
    field('title', 'Title', true, ['name', 'holiday', 'holiday name']),
    field('type', 'Type', true, ['holiday type', 'kind']),
    field('country', 'Country', true, ['nation', 'region']),
    field('date', 'Date', true, ['day', 'holiday date']),
  ],
  key: ['country', 'date'],
  permission: 'create',
};
