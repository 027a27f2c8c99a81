import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  displayCode,
  errorBodySchema,
  idParamSchema,
  okSchema,
  REALTIME_EVENTS,
} from '@trellis/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { createCustomersRepository } from '../../repositories/customers-repository';
import { readCustomerForm } from './customer-form';
import { saveCustomer } from './save-customer';
import { refusalMessage } from './refusal-message';

const MULTIPART_SUMMARY =
  'multipart: type, name, company_reg_no, vat_no, address, account_email, status, optional profileImage (image), ' +
  'persons (JSON list), documents_meta (JSON list of {title, expiry_date}), doc_files (one file per documents_meta entry, in order)';

const errors = {
  400: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};

const customers: FastifyPluginAsyncZod = async (fastify) => {
  const customersRepository = createCustomersRepository(fastify.db);

  async function announce(event: string, customer: { id: number; name: string }) {
    await fastify.realtime.publish(event, {
      id: customer.id,
      name: customer.name,
      code: displayCode('customer', customer.id),
    });
    await fastify.realtime.publishCounts();
  }

  async function load(id: number) {
    const customer = await customersRepository.findById(id);
    if (!customer) throw notFound('Customer');
    return customer;
  }

  fastify.get(
    '/api/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'List customers with the summary cards (stats over every match)',
        querystring: customerListQuerySchema,
        response: { 200: customerListResponseSchema },
      },
    },
    async (request) => customersRepository.list(request.query),
  );

  fastify.get(
    '/api/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'A customer with persons and documents',
        params: idParamSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => load(request.params.id),
  );

  fastify.post(
    '/api/customers',
    {
      schema: {
        tags: ['customers'],
        summary: `Create a customer (${MULTIPART_SUMMARY})`,
        consumes: ['multipart/form-data'],
        response: { 201: customerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readCustomerForm(fastify, request);
      const customer = await load(await saveCustomer(fastify, customersRepository, form));
      await announce(REALTIME_EVENTS.customerCreated, customer);
      return reply.status(201).send(customer);
    },
  );

  fastify.put(
    '/api/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: `Update a customer: replaces persons, appends documents, deletes remove_document_ids (${MULTIPART_SUMMARY})`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => {
      await load(request.params.id); // 404 before reading a possibly large body
      const form = await readCustomerForm(fastify, request);
      const customer = await load(
        await saveCustomer(fastify, customersRepository, form, request.params.id),
      );
      await announce(REALTIME_EVENTS.customerUpdated, customer);
      return customer;
    },
  );

  fastify.delete(
    '/api/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary:
          'Delete a customer with its persons, documents and files (409 while leads or tickets reference it)',
        params: idParamSchema,
        response: { 200: okSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const customer = await fastify.db.transaction(async (trx) => {
        const found = await customersRepository.lock(id, trx);
        if (!found) throw notFound('Customer');
        const references = await customersRepository.references(id, trx);
        if (references.leads + references.tickets > 0)
          throw new AppError('IN_USE', refusalMessage(found.name, references));
        const fileIds = await customersRepository.fileIds(id, trx);
        await customersRepository.remove(id, trx);
        if (found.profile_file_id) fileIds.push(found.profile_file_id);
        for (const fileId of fileIds) await fastify.filesRepository.remove(fileId, trx);
        return found;
      });
      await announce(REALTIME_EVENTS.customerDeleted, customer);
      return { ok: true as const };
    },
  );
};

export default customers;
