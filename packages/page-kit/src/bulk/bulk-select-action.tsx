import { lazy, Suspense } from 'react';
import type { BulkActionSpec } from './bulk-actions';
import type { BulkSelectFieldProps } from './bulk-select-field';

export type { BulkSelectFieldProps };

// The field draws only in an action's dialog, after a row is ticked: the form controls it uses
// load then, not with the list (pages set their actions up with the list's first screen).
const LazySelectField = lazy(() =>
  import('./bulk-select-field').then((m) => ({ default: m.BulkSelectField })),
);

/** A bulk action's one labelled choice (the new status, the engineer), loaded when drawn. */
export function BulkSelectField(props: BulkSelectFieldProps) {
  return (
    <Suspense fallback={null}>
      <LazySelectField {...props} />
    </Suspense>
  );
}

/** An action that sets `param` to one of `values` (a status, a priority), the first at first. */
export function bulkSelectAction(
  param: string,
  label: string,
  values: readonly string[],
): BulkActionSpec {
  const options = values.map((value) => ({ value, label: value }));
  return {
    initial: { [param]: values[0] },
    fields: (params, onChange) => (
      <BulkSelectField
        label={label}
        value={String(params[param])}
        options={options}
        onChange={(value) => onChange({ ...params, [param]: value })}
      />
    ),
  };
}
