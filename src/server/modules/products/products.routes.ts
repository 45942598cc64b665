import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type MessageResponse } from '../../../shared/api';
import { PRODUCT_MESSAGES, productIdParams, productListQuerySchema, productSchema } from '../../../shared/schemas/products';
import { requireAdmin } from '../../plugins/session';
import type { ProductsService } from './products.service';

const PRODUCT_PATH = `${API.adminProducts}/:id`;

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  app.get(API.adminProducts, {
    config: { access: 'admin' },
    schema: { tags: ['admin: products'], summary: 'Every product, newest first; search by name, filter by type and active', querystring: productListQuerySchema },
  }, async (request) => products.list(request.query));

  app.post(API.adminProducts, {
    config: { access: 'admin' },
    schema: { tags: ['admin: products'], summary: 'Add a product (audited)', body: productSchema },
  }, async (request, reply) => reply.status(201).send(await products.create(requireAdmin(request), request.body)));

  app.put(PRODUCT_PATH, {
    config: { access: 'admin' },
    schema: { tags: ['admin: products'], summary: 'Change a product (audited with before and after)', params: productIdParams, body: productSchema },
  }, async (request) => products.update(requireAdmin(request), request.params.id, request.body));

  app.delete(PRODUCT_PATH, {
    config: { access: 'admin' },
    schema: { tags: ['admin: products'], summary: 'Delete a product (audited with the whole product as it was)', params: productIdParams },
  }, async (request) => {
    await products.remove(requireAdmin(request), request.params.id);
    return { success: true, message: PRODUCT_MESSAGES.deleted } satisfies MessageResponse;
  });
};
