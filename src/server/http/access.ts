import type { OversightRole } from '../../shared/oversight';

/** 'oversight': a Shariah board member or the auditor (with two-step verification on), never a member alone. */
export type Access = 'public' | 'member' | 'admin' | 'oversight';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route must say (default deny). */
    access?: Access;
    /**
     * The route takes a file as its raw body (application/octet-stream) instead of JSON: a form on
     * another site cannot send that type without a preflight either, so the forgery defence holds.
     */
    fileUpload?: boolean;
    /** On an admin GET route: the signing roles that may also read it. They can never write through it. */
    readBy?: readonly OversightRole[];
  }
}
