import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../shared/api';
import type { Config } from '../../config';
import type { OrganisationService } from '../organisation/organisation.service';
import { siteInfo } from './site-info';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config; organisation: OrganisationService }> = async (app, { config, organisation }) => {
  app.get(API.site, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'Contact details, public address and the organisation\'s public profile' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return siteInfo(config, await organisation.get());
  });
};
