import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, type SiteInfo } from '../../../shared/api';
import type { Config } from '../../config';

export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const info: SiteInfo = {
    support_email: config.contact.supportEmail ?? null,
    support_phone: config.contact.supportPhone ?? null,
    chat_url: config.contact.chatUrl ?? null,
    website_url: config.contact.websiteUrl,
    address: config.contact.address,
    public_url: config.publicUrl,
  };
  app.get(API.site, {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'Contact details and public address of the site' },
  }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return info;
  });
};
