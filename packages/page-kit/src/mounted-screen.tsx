import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@trellis/ui/controls';

export interface MountedScreenProps {
  /** Where the shell mounted the remote (`RemoteAppProps.basePath`). */
  basePath: string;
  /** The one-screen mounts a remote serves: each page, by the path the shell mounts it at. */
  screens: Readonly<Record<string, ComponentType>>;
}

/**
 * The screen of the mount the remote was given, behind one loading state; any sub-path (and a
 * mount the remote has no screen for) goes to the home page, so a stale link still lands.
 */
export function MountedScreen({ basePath, screens }: MountedScreenProps) {
  const Screen = screens[basePath];
  return (
    <Routes>
      {Screen && (
        <Route
          index
          element={
            <Suspense fallback={<Spinner label="Loading..." showLabel />}>
              <Screen />
            </Suspense>
          }
        />
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
