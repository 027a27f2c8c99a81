import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@trellis/ui/controls';
import { ScreenLoading } from './lazy-screen';
import { MountedScreen, type MountedScreenProps } from './mounted-screen';

export interface AreaRoutesProps extends MountedScreenProps {
  /** The mount of the area's list and forms (`/customers`); any other is one of `screens`. */
  home: string;
  /** Shown while a form's chunk loads. */
  loadingLabel: string;
  /** The `<Route>`s below `home`, relative to it: the list at the index, then the forms. */
  children: ReactNode;
}

/**
 * A remote's routes: at its home mount the list and the forms, behind one loading state; at any
 * other mount that screen. Any unknown path goes to the home page, so a stale or mistyped link
 * still lands.
 */
export function AreaRoutes({ basePath, screens, home, loadingLabel, children }: AreaRoutesProps) {
  if (basePath !== home) return <MountedScreen basePath={basePath} screens={screens} />;
  const loading = <Spinner label={loadingLabel} showLabel size="lg" />;
  return (
    <ScreenLoading.Provider value={loading}>
      <Suspense fallback={loading}>
        <Routes>
          {children}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </ScreenLoading.Provider>
  );
}
