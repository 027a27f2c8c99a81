import { lazy, Suspense } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { SelectOption } from '@trellis/ui/forms';
import type { BulkActionSpec } from './bulk-actions';
import type { BulkSelectFieldProps, BulkSelectQuery } from './bulk-select-field';

export type { BulkSelectQuery };

// The field draws only in an action's dialog, after a row is ticked: the form controls it uses
// (and the query of loaded choices) load then, not with the list (pages set their actions up
// with the list's first screen).
const LazySelectField = lazy(() =>
  import('./bulk-select-field').then((m) => ({ default: m.BulkSelectField })),
);

/** A bulk action's one labelled choice (the new status, the engineer), loaded when drawn. */
function SelectField(props: BulkSelectFieldProps) {
  return (
    <Suspense fallback={null}>
      <LazySelectField {...props} />
    </Suspense>
  );
}

export interface BulkSelectActionOptions<T, K extends QueryKey> {
  /** The parameter from a choice's value (a role's id from "2"); the value itself by default. */
  parse?: (value: string) => unknown;
  /** More choices, after the given ones, loaded with the dialog (the engineers). */
  load?: BulkSelectQuery<T, K>;
}

/**
 * An action that sets `param` to one of `options` (a status; a role, by its id), the first at
 * first; a plain string is its own label. The parameter is parsed from the chosen value.
 */
export function bulkSelectAction<T = never, K extends QueryKey = QueryKey>(
  param: string,
  label: string,
  options: readonly (string | SelectOption)[],
  { parse = (value) => value, load }: BulkSelectActionOptions<T, K> = {},
): BulkActionSpec {
  const choices = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  return {
    initial: { [param]: choices[0] && parse(choices[0].value) },
    fields: (params, onChange) => (
      <SelectField
        label={label}
        // A choice of none (no engineer) is the empty value.
        value={String(params[param] ?? '')}
        options={choices}
        // The field reads only the choices the query's `select` makes, whatever it fetched.
        load={load as BulkSelectQuery | undefined}
        onChange={(value) => onChange({ ...params, [param]: parse(value) })}
      />
    ),
  };
}
