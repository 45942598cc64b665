import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import type { Config } from '../../config';
import { siteInfo } from './site-info';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const info = siteInfo(config);
  app.get(API.site, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'Contact details and public address of the site' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
};
