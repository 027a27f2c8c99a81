import { runDevHost } from '@trellis/platform/dev-host';
import App from './app';

// Standalone only (`pnpm --filter mf-tickets dev`): inside the product the shell imports ./App directly.
runDevHost(App, { basePath: '/tickets' });
