// The page kit's test helpers, for the remotes' tests: `from '@trellis/page-kit/testing'`.
export {
  setupBulkTestServer,
  type BulkTestServerOptions,
  type PostedBulkBody,
} from './bulk-test-server';
export {
  bulkBarButtonLabels,
  expectExportOnly,
  expectSelectableColumns,
  findBulkBar,
} from './bulk-bar';
export { uploadToImport } from './import-upload';
export { importFixture } from './import-fixture';
