import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import { pageQuerySchema } from '../../../shared/schemas/paging';
import type { ProductsService } from './products.service';

/** What members may read of the products; the admin routes beside this one change them. */
export const storeRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  app.get(API.storeProducts, {
    config: { access: 'member' },
    schema: { tags: ['store'], summary: 'Active products, newest first, without their file addresses', querystring: pageQuerySchema },
  }, async (request) => products.store(request.query));
};
