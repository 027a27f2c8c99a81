import type { ComponentType } from 'react';
import { APP_ROUTES } from '@trellis/contracts/constants';
import { lazyScreen, MountedScreen } from '@trellis/page-kit';
import type { RemoteAppProps } from '@trellis/platform';
import { PlaceholderPage } from './pages/placeholder-page';
import { SCREEN_PAGES } from './screens.generated';

// The home: each admin screen is its own chunk, so a visit to /holiday does not download it.
// Named, so the budget test can hold what the dashboard's first screen loads (screen-shares).
const DashboardPage = lazyScreen(() =>
  import(/* webpackChunkName: "screen-dashboard" */ './pages/dashboard-page').then(
    (m) => m.DashboardPage,
  ),
);

const placeholder = (title: string) => () => <PlaceholderPage title={title} />;

/** One page per mount point: the home, every page the screens index finds, the sample pages. */
const PAGES: Record<string, ComponentType> = {
  [APP_ROUTES.dashboard]: DashboardPage,
  ...SCREEN_PAGES,
  [APP_ROUTES.projectManagement]: placeholder('Project Management'),
  [APP_ROUTES.meeting]: placeholder('Meeting'),
  [APP_ROUTES.sampleReports]: placeholder('Sample Reports'),
  [APP_ROUTES.bank]: placeholder('Bank'),
  [APP_ROUTES.library]: placeholder('Library'),
  [APP_ROUTES.training]: placeholder('Training'),
};

/** The exposed ./App. */
export default function App({ basePath }: RemoteAppProps) {
  return <MountedScreen basePath={basePath} screens={PAGES} />;
}
