import { API_ROUTES } from '../routes';
import type { ImportKind } from './kinds';

const LIST_PATHS: Record<ImportKind, string> = {
  assets: API_ROUTES.assets,
  customers: API_ROUTES.customers,
  engineers: API_ROUTES.engineers,
  holidays: API_ROUTES.holidays,
  leads: API_ROUTES.leads,
};

/** Where a list takes a file to import: the list's own API path, then `/import`. */
export const importPath = (kind: ImportKind) => `${LIST_PATHS[kind]}/import`;

/** A list's import template: a CSV of its columns' headers, to fill in. */
export const importTemplatePath = (kind: ImportKind) => `${LIST_PATHS[kind]}/import/template.csv`;
