import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sidebarCollapsed';

/** The wide/narrow choice, kept across visits. */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(STORAGE_KEY) === 'true';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Not persisted: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}
