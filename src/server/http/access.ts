export type Access = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say (default deny). */
    access?: Access;
  }
}
