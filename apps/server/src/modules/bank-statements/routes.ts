import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankStatementsPaths,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
} from '@backoffice/contract';
import {
  bankConfirmAnswerSchema,
  bankEntryParamsSchema,
  bankImportResultSchema,
  bankMappingAnswerSchema,
  bankMappingParamsSchema,
  bankStatementSchema,
  bankStatementSummarySchema,
  ignoreBankEntrySchema,
  importBankStatementSchema,
  matchBankEntrySchema,
} from '@backoffice/contract/bank-statements';
import { stepUpGuard } from '../../core/auth/step-up.js';
import { actorOf } from '../../core/crud.js';
import type { DbOrTx } from '../../core/db/database.js';
import { registerAction } from '../../core/http/action-route.js';
import { errorResponses } from '../../core/http/crud-routes.js';
import * as service from './service.js';

/** `/api/admin/bank-statement` (REQ-BANK-1..8): import, read, match by hand, confirm a batch. */
export const bankStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => app.deps.clock.now();
  const tags = ['bank-statements'];
  const api = bankStatementsPaths.api;
  app.get(
    api,
    {
      config: { permission: 'admin:bank-statement:list' },
      schema: {
        tags,
        summary: 'Imported bank statements, newest first',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(bankStatementSummarySchema), ...errorResponses },
      },
    },
    async (request) => service.list(db(), request.query),
  );
  app.post(
    `${api}/import`,
    {
      config: { permission: 'admin:bank-statement:import' },
      schema: {
        tags,
        summary:
          'Import a statement from an uploaded file (camt.053, MT940 or CSV, told by content): new entries are booked and matched, entries already booked are counted as duplicates (400 BANK_UNKNOWN_FORMAT, BANK_MALFORMED_XML, BANK_ENCODING, BANK_WRONG_CURRENCY, …; 413 BANK_FILE_TOO_LARGE)',
        body: importBankStatementSchema,
        response: { 201: bankImportResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const timings: service.ImportTimings = {};
      const result = await service.importStatement(
        db(),
        app.deps.files,
        actorOf(request),
        request.body,
        now(),
        timings,
      );
      // the parse (worker thread) and the booking and matching apart (bench:reconcile reads it)
      reply.header(
        'server-timing',
        `parse;dur=${(timings.parseMs ?? 0).toFixed(0)}, db;dur=${(timings.dbMs ?? 0).toFixed(0)}, book;dur=${(timings.bookMs ?? 0).toFixed(0)}, match;dur=${(timings.matchMs ?? 0).toFixed(0)}`,
      );
      return reply.status(201).send(result);
    },
  );
  app.get(
    `${api}/mapping/:account`,
    {
      config: { permission: 'admin:bank-statement:import' },
      schema: {
        tags,
        summary: "An account's saved CSV column mapping (null when none)",
        params: bankMappingParamsSchema,
        response: { 200: bankMappingAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ mapping: await service.savedMapping(db(), request.params.account) }),
  );
  app.get(
    `${api}/:id`,
    {
      config: { permission: 'admin:bank-statement:get' },
      schema: {
        tags,
        summary: `One statement with its entries (the first ${service.ENTRY_LIST_LIMIT}, those to resolve first)`,
        params: idParamsSchema,
        response: { 200: bankStatementSchema, ...errorResponses },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );
  // the statement as the change left it, read in the action's transaction
  const statement = (tx: DbOrTx, { params }: { params: { id: number } }) =>
    service.get(tx, params.id);
  registerAction(app, {
    method: 'PUT',
    url: `${api}/:id/entries/:entryId/match`,
    permission: 'admin:bank-statement:match',
    tags,
    summary:
      'Match a credit entry by hand to an open bank transfer (409 BANK_TRANSACTION_NOT_OPEN, BANK_ENTRY_NOT_OPEN)',
    params: bankEntryParamsSchema,
    body: matchBankEntrySchema,
    response: bankStatementSchema,
    act: (tx, { params, body, actor }) =>
      service.matchByHand(tx, actor, params.id, params.entryId, body.transactionId),
    answer: statement,
  });
  registerAction(app, {
    method: 'PUT',
    url: `${api}/:id/entries/:entryId/ignore`,
    permission: 'admin:bank-statement:match',
    tags,
    summary: 'Set a credit entry aside with a reason (409 BANK_ENTRY_NOT_OPEN)',
    params: bankEntryParamsSchema,
    body: ignoreBankEntrySchema,
    response: bankStatementSchema,
    act: (tx, { params, body, actor }) =>
      service.ignore(tx, actor, params.id, params.entryId, body.reason),
    answer: statement,
  });
  app.post(
    `${api}/:id/confirm`,
    {
      config: { permission: 'admin:bank-statement:confirm' },
      // each entry confirms a transfer: the same recent sign-in check as a single confirmation
      preHandler: stepUpGuard(app),
      schema: {
        tags,
        summary:
          "Confirm the statement's matched entries, each through the transfer confirmation (transaction.accept: four eyes judged per entry); answers each entry's outcome (confirmed, awaiting approval, refused with the action's error). Also requires admin:transaction:accept (403 BANK_CONFIRM_NEEDS_ACCEPT). Repeating it changes nothing.",
        params: idParamsSchema,
        response: { 200: bankConfirmAnswerSchema, ...errorResponses },
      },
    },
    async (request) => service.confirm(db(), actorOf(request), request.params.id, now()),
  );
};
