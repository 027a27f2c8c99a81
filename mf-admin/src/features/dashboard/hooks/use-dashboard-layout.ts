import { useState } from 'react';
import {
  DASHBOARD_LAYOUTS,
  DASHBOARD_LAYOUT_STORAGE_KEY,
  DEFAULT_DASHBOARD_LAYOUT,
} from '@trellis/contracts/constants';
import type { DashboardLayout } from '@trellis/contracts';

function stored(): DashboardLayout {
  try {
    const value = Number(window.localStorage.getItem(DASHBOARD_LAYOUT_STORAGE_KEY));
    return DASHBOARD_LAYOUTS.find((layout) => layout === value) ?? DEFAULT_DASHBOARD_LAYOUT;
  } catch {
    // Storage refused (a privacy mode): the default.
    return DEFAULT_DASHBOARD_LAYOUT;
  }
}

/** The lower panels' columns: 1, 2 or 3, 2 by default, remembered in this browser. */
export function useDashboardLayout() {
  const [layout, setLayout] = useState<DashboardLayout>(stored);
  const choose = (next: DashboardLayout) => {
    setLayout(next);
    try {
      window.localStorage.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, String(next));
    } catch {
      // Not remembered; the choice still holds for this visit.
    }
  };
  return [layout, choose] as const;
}
