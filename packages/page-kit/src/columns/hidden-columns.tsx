import { createContext, useContext, type ReactNode } from 'react';
import { useHiddenColumns } from './use-hidden-columns';

// None by default: a table outside a list's provider (a record's dialog, a debug screen) shows
// every column whatever the address says.
const HiddenColumnsContext = createContext<readonly string[]>([]);

export interface HiddenColumnsProviderProps {
  /** The list's table, not the page's dialogs. */
  children: ReactNode;
}

/**
 * Gives the list's `DataTable` the columns the address hides (`hide`, the Columns menu's
 * choice). It wraps the list alone: a table in a dialog the page opens keeps all its columns.
 */
export function HiddenColumnsProvider({ children }: HiddenColumnsProviderProps) {
  return (
    <HiddenColumnsContext.Provider value={useHiddenColumns()}>
      {children}
    </HiddenColumnsContext.Provider>
  );
}

/** The keys of the columns the reader hid from this table's list; none outside a provider. */
export const useTableHiddenColumns = (): readonly string[] => useContext(HiddenColumnsContext);
