// Writes a new area into a checkout: the files of scripts/new-area/templates with every
// placeholder filled (its descriptor among them, which gives the screen to the remote named), the
// routes in docs/permissions.md, and every generated index, which finds the new files. It edits
// no hand-written file. Refuses, before writing anything, when the area exists, so a half-made
// area is never left behind.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { areaNames, fill } from './names.mjs';
import { PERMISSION_ROWS } from './permission-rows.mjs';
import { remotePackages, writeIndexes } from '../indexes.mjs';

const TEMPLATES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'new-area',
  'templates',
);
/** Where a screen goes unless `remote` says otherwise. */
const DEFAULT_REMOTE = 'mf-admin';
const PERMISSIONS_DOC = 'docs/permissions.md';
const TABLE_END = '<!-- permissions:end -->';

function templateFiles(dir = TEMPLATES) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templateFiles(join(dir, entry.name))
      : entry.name.endsWith('.tmpl')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** A migration's name starts with the time, so a new one sorts after every other. */
function stamp(now = new Date()) {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/** docs/permissions.md's table with the area's rows, sorted as the test that writes it sorts. */
function withPermissionRows(text, rows) {
  const end = text.indexOf(TABLE_END);
  const header = text.lastIndexOf('| --- | --- |\n', end);
  if (end === -1 || header === -1) return null;
  const start = header + '| --- | --- |\n'.length;
  const body = text.slice(start, end).trimEnd().split('\n');
  const sorted = [...body, ...rows].sort((a, b) => a.localeCompare(b));
  return `${text.slice(0, start)}${sorted.join('\n')}\n\n${text.slice(end)}`;
}

/**
 * Generates the area `name` into the checkout at `root`, its screen into the feature remote
 * `remote` (a package of the remotes registry). Answers the files written and the files changed,
 * relative to `root`.
 */
export async function generateArea(root, name, { plural, remote = DEFAULT_REMOTE } = {}) {
  const { tokens, all } = areaNames(name, plural);
  const values = { ...tokens, stamp: stamp(), remote };
  const remotes = remotePackages(root);
  if (!remotes.includes(remote))
    throw new Error(`--remote must be one of ${remotes.join(', ')} (not "${remote}")`);

  const created = templateFiles().map((template) => ({
    file: fill(relative(TEMPLATES, template).replace(/\.tmpl$/, ''), values, template),
    text: fill(readFileSync(template, 'utf8'), values, template),
  }));
  const taken = created.filter(({ file }) => existsSync(join(root, file)));
  if (taken.length) throw new Error(`The area exists already: ${taken[0].file}`);
  const { APP_ROUTES } = await tsImport(
    pathToFileURL(join(root, 'packages/contracts/src/app-routes.ts')).href,
    { parentURL: import.meta.url },
  );
  if (Object.values(APP_ROUTES).includes(`/${all.kebab}`))
    throw new Error(`/${all.kebab} is a page of the product already`);

  const doc = withPermissionRows(
    readFileSync(join(root, PERMISSIONS_DOC), 'utf8'),
    PERMISSION_ROWS.map((row) => fill(row, values, PERMISSIONS_DOC)),
  );
  if (doc === null) throw new Error(`${PERMISSIONS_DOC} has lost its generated table`);

  for (const { file, text } of created) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeFileSync(join(root, PERMISSIONS_DOC), doc);
  // The contracts, the API and the remote find the new files through their generated indexes.
  const indexes = await writeIndexes(root);
  return { created: created.map((c) => c.file), changed: [PERMISSIONS_DOC, ...indexes] };
}
