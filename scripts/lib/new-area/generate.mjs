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

const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATES = join(HERE, '..', '..', 'new-area', 'templates');
/** A new feature remote's own files (`--remote new:<mf-name>`). */
const REMOTE_TEMPLATES = join(HERE, '..', '..', 'new-area', 'remote-template');
const REMOTES_FILE = 'packages/contracts/src/remotes.json';
const NEW_REMOTE = /^new:(mf-[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*)$/;
/** Where a screen goes unless `remote` says otherwise. */
const DEFAULT_REMOTE = 'mf-admin';
const PERMISSIONS_DOC = 'docs/permissions.md';
const TABLE_END = '<!-- permissions:end -->';

function templateFiles(dir) {
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

/** The files of the templates below `dir`, each with its path and text filled. */
const filled = (dir, values) =>
  templateFiles(dir).map((template) => ({
    file: fill(relative(dir, template).replace(/\.tmpl$/, ''), values, template),
    text: fill(readFileSync(template, 'utf8'), values, template),
  }));

/** The registry with a new remote at the end: its federation name, the next free dev port. */
function withRemote(registry, remote) {
  const devPort = Math.max(...registry.map((r) => r.devPort)) + 1;
  const entry = { package: remote, federationName: remote.replace(/-/g, '_'), devPort, mounts: [] };
  return `${JSON.stringify([...registry, entry], null, 2)}\n`;
}

/**
 * Generates the area `name` into the checkout at `root`, its screen into the feature remote
 * `remote`: a package of the remotes registry, or `new:<mf-name>` for a new remote, made from
 * scripts/new-area/remote-template and added to the registry. Answers the files written and the
 * files changed, relative to `root`.
 */
export async function generateArea(root, name, { plural, remote: asked = DEFAULT_REMOTE } = {}) {
  const { tokens, all } = areaNames(name, plural);
  const remotes = remotePackages(root);
  const fresh = NEW_REMOTE.exec(asked)?.[1];
  const remote = fresh ?? asked;
  if (fresh ? remotes.includes(fresh) || existsSync(join(root, fresh)) : !remotes.includes(remote))
    throw new Error(
      fresh
        ? `${fresh} exists already: name it without new: to put the area there`
        : `--remote must be one of ${remotes.join(', ')}, or new:<mf-name> (not "${asked}")`,
    );
  const values = { ...tokens, stamp: stamp(), remote, remote_f: remote.replace(/-/g, '_') };

  const created = [
    ...(fresh ? filled(REMOTE_TEMPLATES, values) : []),
    ...filled(TEMPLATES, values),
  ];
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
  const registered = [];
  if (fresh) {
    const registry = JSON.parse(readFileSync(join(root, REMOTES_FILE), 'utf8'));
    writeFileSync(join(root, REMOTES_FILE), withRemote(registry, fresh));
    registered.push(REMOTES_FILE);
  }
  // The contracts, the API and the remote find the new files through their generated indexes.
  const indexes = await writeIndexes(root);
  return {
    created: created.map((c) => c.file),
    changed: [PERMISSIONS_DOC, ...registered, ...indexes],
    newRemote: fresh ?? null,
  };
}
