import { rm } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  dataImportSchema,
  guessMapping,
  importInvitationsSchema,
  idParamSchema,
  IMPORT_KIND_RULES,
  IMPORT_KINDS,
  importDetailQuerySchema,
  importDetailSchema,
  importFieldsSchema,
  importPath,
  importTemplatePath,
  type ImportKind,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';
import { parseWith } from '../../lib/validate';
import { enforcePermission } from '../../plugins/app/permissions';
import { requireUser } from '../../plugins/app/session';
import { toDataImport } from '../../repositories/import-row';
import { headerRow } from '../../imports/header-row';
import { sheetToRead } from '../../imports/sheet-to-read';
import { createImportInvitations } from '../../imports/import-invitations';
import { IMPORT_TARGETS } from '../../imports/import-kinds';
import { createImportRunner } from '../../imports/import-runner';
import { endAbandonedImports } from '../../imports/abandoned-imports';
import { recalledMapping } from '../../imports/remembered-mappings';
import { receiveUpload } from '../../imports/receive-upload';
import { checkedMapping } from '../../imports/row-values';
import { importErrorsCsv } from '../../imports/errors-csv';
import { csvStream, sendCsv } from '../../lib/csv-export';

/** A template has its header line and no rows. */
async function* emptyRows(): AsyncGenerator<Record<string, unknown>> {}

/** A template's columns: each field under the label the import knows it by. */
const templateColumns = (kind: ImportKind) =>
  IMPORT_KIND_RULES[kind].fields.map((field) => ({ key: field.key, header: field.label }));

const ONLY_THE_IMPORTER = "Only the account that started it; another's import answers 404.";

/**
 * Imports: `POST <list path>/import` on each list that takes files, and an import's preview, its
 * error report, its commit and its cancel under /api/imports/:id.
 */
const imports: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const runner = createImportRunner({
    db: fastify.db,
    importsRepository: fastify.importsRepository,
    auditRepository: fastify.auditRepository,
    realtime: fastify.realtime,
    passwordHasher: fastify.passwordHasher,
    log: fastify.log,
    importsAtOnce: config.IMPORTS_AT_ONCE,
  });
  const invitations = createImportInvitations({
    db: fastify.db,
    auditRepository: fastify.auditRepository,
    passwordResetsRepository: fastify.passwordResetsRepository,
    mailer: fastify.mailer,
    log: fastify.log,
    publicUrl: config.publicUrl,
  });
  // A process that starts (one forked again after a crash among them) ends the imports a dead
  // process left at work there and then, rather than at the next hourly housekeeping.
  fastify.addHook('onReady', async () => {
    await endAbandonedImports(fastify, new Date()).catch((err: unknown) =>
      fastify.log.error({ err }, 'ending abandoned imports failed'),
    );
  });
  fastify.addHook('onClose', async () => {
    await runner.drain();
    await invitations.drain();
  });
  const maxBytes = Math.round(config.IMPORT_MAX_MB * 1024 * 1024);

  for (const kind of IMPORT_KINDS) {
    const rule = IMPORT_KIND_RULES[kind];
    fastify.post(
      importPath(kind),
      {
        config: {
          permission: rule.permission,
          audit: { none: `the commit records ${kind}.imported and each record's entry` },
        },
        schema: {
          tags: ['imports'],
          summary: `Import ${rule.noun.many} from a CSV (any delimiter; UTF-8, with or without BOM, or Windows-1252) or .xlsx file (the sheet named by the sheet field, else its first tab; the answer lists the workbook's sheets), up to IMPORT_MAX_MB. multipart/form-data: file; sheet; mapping (JSON: the field of each column by position, null to ignore it; when left out, the columns this account chose for its last file with the same headers into this list, else guessed from the headers); mode (all: nothing is written while a row has an error; valid: the valid rows only). Answers 202 in state staging: the rows are read and checked in the background; GET /api/imports/:id shows the preview. A record is named by ${rule.key.join(' and ')}: one that exists is updated, not duplicated.`,
          consumes: ['multipart/form-data'],
          response: { 202: dataImportSchema, ...errorResponses(400, 413, 415) },
        },
      },
      async (request, reply) => {
        const upload = await receiveUpload(request, maxBytes);
        try {
          const fields = parseWith(importFieldsSchema, upload.fields);
          const { sheet, sheets } = await sheetToRead(upload.path, fields.sheet);
          const headers = await headerRow(upload.path, sheet);
          const userId = requireUser(request).id;
          const mapping = fields.mapping
            ? checkedMapping(kind, headers, fields.mapping)
            : ((await recalledMapping(fastify.db, userId, kind, headers)) ??
              guessMapping(kind, headers));
          const started = await runner.start({
            kind,
            fileName: upload.fileName,
            path: upload.path,
            mode: fields.mode,
            sheet,
            sheets,
            headers,
            mapping,
            userId,
            requestId: request.id,
          });
          return reply.status(202).send(started);
        } catch (error) {
          await rm(upload.path, { force: true });
          throw error;
        }
      },
    );
  }

  for (const kind of IMPORT_KINDS) {
    const rule = IMPORT_KIND_RULES[kind];
    fastify.get(
      importTemplatePath(kind),
      {
        config: { permission: rule.permission, audit: { none: 'an empty template: no records' } },
        schema: {
          tags: ['imports'],
          summary: `The ${rule.noun.many} import template: a CSV of the columns an import of ${rule.noun.many} reads, by the names it knows them by`,
          response: errorResponses(),
        },
      },
      async (_request, reply) =>
        sendCsv(
          reply,
          `${kind}-import-template.csv`,
          csvStream(emptyRows(), templateColumns(kind)),
        ),
    );
  }

  fastify.get(
    API_ROUTES.dataImport(':id'),
    {
      config: { selfService: ONLY_THE_IMPORTER },
      schema: {
        tags: ['imports'],
        summary:
          'An import: its state and counts (rows to create, update, and with errors), the first rows as they will be stored, and a page of the errors with their line, column and reason',
        params: idParamSchema,
        querystring: importDetailQuerySchema,
        response: { 200: importDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await runner.find(request.params.id, requireUser(request).id);
      const { page } = request.query;
      const [rows, errors] = await Promise.all([
        fastify.importsRepository.previewRows(row.id),
        fastify.importsRepository.errorsPage(row.id, page),
      ]);
      return { import: toDataImport(row), rows, errors: { ...errors, page } };
    },
  );

  fastify.get(
    API_ROUTES.dataImportErrors(':id'),
    {
      config: {
        selfService: ONLY_THE_IMPORTER,
        audit: { none: "the importer's own file, not records of the list" },
      },
      schema: {
        tags: ['imports'],
        summary:
          "An import's rows with errors as CSV: each row as the file had it, plus an Error column, to fix in the spreadsheet and import again",
        params: idParamSchema,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const row = await runner.find(request.params.id, requireUser(request).id);
      const csv = await importErrorsCsv(fastify.db, row);
      return sendCsv(reply, `${row.kind}-import-${row.id}-errors.csv`, csv);
    },
  );

  fastify.post(
    API_ROUTES.dataImportCommit(':id'),
    {
      config: {
        selfService: `${ONLY_THE_IMPORTER} It also takes the list's own import permission.`,
        audit: {
          actions: [
            ...IMPORT_KINDS.map((kind) => `${kind}.imported`),
            ...Object.values(IMPORT_TARGETS).flatMap((target) => [target.created, target.updated]),
          ],
          mayRecordNothing: 'the import is written in the background, and recorded as it commits',
        },
      },
      schema: {
        tags: ['imports'],
        summary:
          'Write a previewed import, in one transaction, in the background (202, state importing): refused while a row has an error unless its mode is valid, and while another import into the same list is writing. Each record gets its audit entry naming the import, and the import one of its own.',
        params: idParamSchema,
        response: { 202: dataImportSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await runner.find(request.params.id, user.id);
      await enforcePermission(request, IMPORT_KIND_RULES[row.kind].permission);
      const started = await runner.commit(row.id, user.id, auditSource(request));
      return reply.status(202).send(started);
    },
  );

  fastify.post(
    API_ROUTES.dataImportCancel(':id'),
    {
      config: {
        selfService: ONLY_THE_IMPORTER,
        audit: { none: 'a cancelled import writes nothing' },
      },
      schema: {
        tags: ['imports'],
        summary:
          'Stop an import before it is written: while it is read, while it waits in preview, or while it is written (its transaction then rolls back). Nothing is left behind.',
        params: idParamSchema,
        response: { 200: dataImportSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => runner.cancel(request.params.id, requireUser(request).id),
  );

  fastify.post(
    API_ROUTES.dataImportInvitations(':id'),
    {
      config: {
        selfService: `${ONLY_THE_IMPORTER} It also takes Manage Team, as inviting an engineer does.`,
        audit: { actions: ['engineers.invitations_sent'] },
      },
      schema: {
        tags: ['imports'],
        summary:
          'Send the invitations of a finished import of engineers: each account it created that is still Invited gets its set-password link by mail, as an invitation from the Engineers screen does. Once per import (409 after); the mails leave in the background.',
        params: idParamSchema,
        response: { 202: importInvitationsSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await runner.find(request.params.id, user.id);
      await enforcePermission(request, 'manage_team');
      const sent = await invitations.send(request.params.id, user.id, auditSource(request));
      return reply.status(202).send({ sent });
    },
  );
};

export default imports;
