import type { ImportKind } from '@trellis/contracts';
import type { ImportTarget } from './import-target';
import { ASSETS_TARGET } from './targets/assets';
import { CUSTOMERS_TARGET } from './targets/customers';
import { ENGINEERS_TARGET } from './targets/engineers';
import { HOLIDAYS_TARGET } from './targets/holidays';
import { LEADS_TARGET } from './targets/leads';

export type { ImportTarget } from './import-target';

/** Where each kind's rows go (one file per list in ./targets/). */
export const IMPORT_TARGETS: Readonly<Record<ImportKind, ImportTarget>> = {
  assets: ASSETS_TARGET,
  customers: CUSTOMERS_TARGET,
  engineers: ENGINEERS_TARGET,
  holidays: HOLIDAYS_TARGET,
  leads: LEADS_TARGET,
};
