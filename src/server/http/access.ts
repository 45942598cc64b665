export type Access = 'public' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say (default deny). */
    access?: Access;
    /**
     * The route takes a file as its raw body (application/octet-stream) instead of JSON: a form on
     * another site cannot send that type without a preflight either, so the forgery defence holds.
     */
    fileUpload?: boolean;
  }
}
