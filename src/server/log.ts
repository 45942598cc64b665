/** The slice of a logger that services need; pino and Fastify's logger both fit it. */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
