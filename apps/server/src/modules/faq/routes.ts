import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFaqSchema,
  createdResponseSchema,
  deletedResponseSchema,
  errorResponseSchema,
  faqSchema,
  idParamsSchema,
  listQueryParamsSchema,
  listResponseSchema,
  updateFaqSchema,
} from '@backoffice/contract';
import { actorOf } from '../../core/crud.js';
import * as service from './service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** `/api/admin/faq`: the reference CRUD area (`001 §7 FAQ`). */
export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/admin/faq',
    {
      config: { permission: 'admin:faq:list' },
      schema: {
        tags: ['faq'],
        summary: 'List FAQ entries',
        querystring: listQueryParamsSchema,
        response: { 200: listResponseSchema(faqSchema), ...errors },
      },
    },
    async (request) => service.list(db(), request.query),
  );

  app.get(
    '/admin/faq/:id',
    {
      config: { permission: 'admin:faq:get' },
      schema: {
        tags: ['faq'],
        summary: 'One FAQ entry',
        params: idParamsSchema,
        response: { 200: faqSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => service.get(db(), request.params.id),
  );

  app.post(
    '/admin/faq',
    {
      config: { permission: 'admin:faq:create' },
      schema: {
        tags: ['faq'],
        summary: 'Create a FAQ entry',
        body: createFaqSchema,
        response: { 201: createdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.create(db(), actorOf(request), request.body.data);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/admin/faq/:id',
    {
      config: { permission: 'admin:faq:edit' },
      schema: {
        tags: ['faq'],
        summary: 'Edit a FAQ entry (409 when someone saved it since it was loaded)',
        params: idParamsSchema,
        body: updateFaqSchema,
        response: { 200: faqSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => service.update(db(), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/faq/:id',
    {
      config: { permission: 'admin:faq:delete' },
      schema: {
        tags: ['faq'],
        summary: 'Delete a FAQ entry',
        params: idParamsSchema,
        response: { 200: deletedResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(db(), actorOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
