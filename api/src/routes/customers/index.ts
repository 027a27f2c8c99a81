import { auditSource } from '../../lib/audit-actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  idParamSchema,
  okSchema,
} from '@trellis/contracts';
import { notFound } from '../../lib/app-error';
import { readCustomerSubmission } from './customer-submission';
import { errorResponses } from '../../lib/error-responses';

const MULTIPART_SUMMARY =
  'multipart: type, name, company_reg_no, vat_no, address, account_email, status, optional profileImage (image), ' +
  'persons (JSON list), documents_meta (JSON list of {title, expiry_date}), doc_files (one file per documents_meta entry, in order)';

const customers: FastifyPluginAsyncZod = async (fastify) => {
  const { customersRepository, customersService, fileStore } = fastify;

  fastify.get(
    '/api/customers',
    {
      config: { savedViewList: 'customers', permission: 'read' },
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
      config: { permission: 'read' },
      schema: {
        tags: ['customers'],
        summary: 'A customer with persons and documents',
        params: idParamSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const customer = await customersRepository.findById(request.params.id);
      if (!customer) throw notFound('Customer');
      return customer;
    },
  );

  fastify.post(
    '/api/customers',
    {
      config: { permission: 'create', audit: { actions: ['customer.created'] } },
      schema: {
        tags: ['customers'],
        summary: `Create a customer (${MULTIPART_SUMMARY})`,
        consumes: ['multipart/form-data'],
        response: { 201: customerSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const submission = await readCustomerSubmission(fileStore, request);
      const customer = await customersService.create(submission, {
        requestId: request.id,
        audit: auditSource(request),
      });
      return reply.status(201).send(customer);
    },
  );

  fastify.put(
    '/api/customers/:id',
    {
      config: {
        permission: 'update',
        audit: { actions: ['customer.updated'], mayRecordNothing: 'an edit that changes no field' },
      },
      schema: {
        tags: ['customers'],
        summary: `Update a customer: replaces persons, appends documents, deletes remove_document_ids (${MULTIPART_SUMMARY})`,
        consumes: ['multipart/form-data'],
        params: idParamSchema,
        response: { 200: customerSchema, ...errorResponses(400, 404, 413, 415) },
      },
    },
    async (request) => {
      const submission = await readCustomerSubmission(fileStore, request);
      return customersService.update(request.params.id, submission, {
        requestId: request.id,
        audit: auditSource(request),
      });
    },
  );

  fastify.delete(
    '/api/customers/:id',
    {
      config: { permission: 'delete', audit: { actions: ['customer.deleted'] } },
      schema: {
        tags: ['customers'],
        summary:
          'Delete a customer with its persons, documents and files (409 while leads or tickets reference it)',
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      await customersService.remove(request.params.id, {
        requestId: request.id,
        audit: auditSource(request),
      });
      return { ok: true as const };
    },
  );
};

export default customers;
