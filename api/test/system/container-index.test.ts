// src/container.generated.ts lists every repository and area service the API decorates its
// instance with; it is written from the folders, never by hand (scripts/tests/indexes.test.mjs
// checks it is current).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { containerIndex } from '../../../scripts/lib/container-index.mjs';
import { createTestApp } from '../helpers/test-app';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

describe('the container index', () => {
  it("finds a new area's repository and service by their names, and leaves out a service's parts", () => {
    const copy = mkdtempSync(join(tmpdir(), 'container-index-'));
    try {
      for (const folder of ['repositories', 'services'])
        cpSync(join(ROOT, 'api', 'src', folder), join(copy, 'api', 'src', folder), {
          recursive: true,
        });
      const src = join(copy, 'api', 'src');
      writeFileSync(
        join(src, 'repositories', 'vehicles-repository.ts'),
        'export function createVehiclesRepository(db: Knex) {}\n',
      );
      writeFileSync(
        join(src, 'services', 'vehicles-service.ts'),
        "import { createVehicleChecksService } from './vehicle-checks-service';\n" +
          'export function createVehiclesService(deps: Deps) { createVehicleChecksService(deps); }\n',
      );
      writeFileSync(
        join(src, 'services', 'vehicle-checks-service.ts'),
        'export function createVehicleChecksService(deps: Deps) {}\n',
      );
      const index = containerIndex(copy);
      assert.match(index, /vehiclesRepository: createVehiclesRepository,/);
      assert.match(index, /vehiclesService: createVehiclesService,/);
      assert.doesNotMatch(index, /vehicleChecksService/);
      // The account service is built by its own plugin, from the configuration.
      assert.doesNotMatch(index, /accountService|signInService|registrationService/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('decorates the instance with each of them', async () => {
    const t = await createTestApp();
    try {
      for (const name of [...index(containerIndex(ROOT))])
        assert.equal(typeof (t.app as unknown as Record<string, unknown>)[name], 'object', name);
    } finally {
      await t.close();
    }
  });
});

/** The decorator names an index declares. */
function index(text: string): string[] {
  return [...text.matchAll(/^ {2}(\w+): create\w+,$/gm)].map((m) => m[1]!);
}
