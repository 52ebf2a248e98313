/**
 * The log calls the domain, the mailers and the media code make. pino's logger and Fastify's `app.log` both
 * fit, so those layers log without knowing the web framework.
 */
export interface Logger {
  debug(fields: object, message?: string): void;
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
