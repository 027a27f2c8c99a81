import { remoteNamed } from '@trellis/contracts/constants';
import { runDevHost } from '@trellis/platform/dev-host';
import App from './app';

// Standalone only (`pnpm --filter mf-tickets dev`): inside the product the shell loads ./App. The dev
// host mounts it where the shell does (packages/contracts/src/remotes.json).
const { mounts } = remoteNamed('mf_tickets');
runDevHost(App, { basePath: mounts[0]!, mounts: [...mounts] });
