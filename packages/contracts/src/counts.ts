import { z } from 'zod';
import { countsSchemaOf } from './common/lists';

export const countsSchema = countsSchemaOf([
  'customers',
  'leads',
  'tickets',
  'engineers',
  'leaves',
  'notifications',
  'customerReceivable',
]);
export type Counts = z.infer<typeof countsSchema>;
