import { Suspense, type ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@trellis/ui';

export interface MountedScreenProps {
  /** Where the shell mounted the remote (`RemoteAppProps.basePath`). */
  basePath: string;
  /** The one-screen mounts a remote serves, by the path the shell mounts it at. */
  screens: Readonly<Record<string, ReactElement>>;
}

/**
 * The screen of the mount the remote was given, behind one loading state; any sub-path (and a
 * mount the remote has no screen for) goes to the home page, so a stale link still lands.
 */
export function MountedScreen({ basePath, screens }: MountedScreenProps) {
  const screen = screens[basePath];
  return (
    <Routes>
      {screen && (
        <Route
          index
          element={
            <Suspense fallback={<Spinner label="Loading..." showLabel />}>{screen}</Suspense>
          }
        />
      )}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
