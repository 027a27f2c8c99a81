// Writes a new area into a checkout: the files of scripts/new-area/templates with every
// placeholder filled, the lines of insertions.mjs above their markers, the mount in
// remotes.json (under the remote that gets the screen), the routes in docs/permissions.md and the
// generated indexes of the API's container and of the remote's screens. Refuses, before writing anything, when the
// area exists or a marker is missing, so a half-made area is never left behind.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { areaNames, fill } from './names.mjs';
import { INSERTIONS, PERMISSION_ROWS } from './insertions.mjs';
import { CONTAINER_INDEX, containerIndex } from '../container-index.mjs';
import { SCREENS_INDEX, screensIndex } from '../screens-index.mjs';

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

/**
 * `lines` above the marker's line, at its indentation (none when `once` and the file already has
 * them); null when the marker is missing.
 */
function insertAbove(text, marker, lines, once) {
  const at = text.search(new RegExp(`^[ \\t]*// new-area:${marker}\\b`, 'm'));
  if (at === -1) return null;
  const indent = text.slice(at).match(/^[ \t]*/)[0];
  const present = text.split('\n').map((line) => line.trim());
  if (once && lines.every((line) => present.includes(line.trim()))) return text;
  return text.slice(0, at) + lines.map((line) => `${indent}${line}\n`).join('') + text.slice(at);
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
export function generateArea(root, name, { plural, remote = DEFAULT_REMOTE } = {}) {
  const { tokens, all } = areaNames(name, plural);
  const values = { ...tokens, stamp: stamp(), remote };
  const read = (file) => readFileSync(join(root, file), 'utf8');
  const remotesFile = 'packages/contracts/src/remotes.json';
  const remotes = JSON.parse(read(remotesFile));
  const owner = remotes.find((r) => r.package === remote);
  if (!owner)
    throw new Error(
      `--remote must be one of ${remotes.map((r) => r.package).join(', ')} (not "${remote}")`,
    );

  const created = templateFiles().map((template) => ({
    file: fill(relative(TEMPLATES, template).replace(/\.tmpl$/, ''), values, template),
    text: fill(readFileSync(template, 'utf8'), values, template),
  }));
  const taken = created.filter(({ file }) => existsSync(join(root, file)));
  if (taken.length) throw new Error(`The area exists already: ${taken[0].file}`);
  const routes = read('packages/contracts/src/app-routes.ts');
  if (routes.includes(`'/${all.kebab}'`))
    throw new Error(`/${all.kebab} is a page of the product already`);

  const changed = new Map();
  const current = (file) => changed.get(file) ?? read(file);
  for (const { file, marker, lines, once = false } of INSERTIONS) {
    const filled = lines.map((line) => fill(line, values, file));
    const next = insertAbove(current(file), marker, filled, once);
    if (next === null) throw new Error(`${file} has lost its "// new-area:${marker}" marker`);
    changed.set(file, next);
  }

  owner.mounts.push(`/${all.kebab}`);
  changed.set(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);

  const doc = withPermissionRows(
    read(PERMISSIONS_DOC),
    PERMISSION_ROWS.map((row) => fill(row, values, PERMISSIONS_DOC)),
  );
  if (doc === null) throw new Error(`${PERMISSIONS_DOC} has lost its generated table`);
  changed.set(PERMISSIONS_DOC, doc);

  for (const { file, text } of created) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  for (const [file, text] of changed) writeFileSync(join(root, file), text);
  // The API finds the new repository and service, and the remote the new page, through their
  // generated indexes (formatted with the rest by the caller).
  writeFileSync(join(root, CONTAINER_INDEX), containerIndex(root));
  changed.set(CONTAINER_INDEX, '');
  const screens = `${remote}/${SCREENS_INDEX}`;
  writeFileSync(join(root, screens), screensIndex(root, remote));
  changed.set(screens, '');
  return { created: created.map((c) => c.file), changed: [...changed.keys()] };
}
