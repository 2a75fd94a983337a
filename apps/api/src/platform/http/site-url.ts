import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The site's own address, for links that leave the request (e-mails, payment return
 * addresses, page links). PUBLIC_URL when set. Without it (the embedded default) the address
 * the request came to, but only when its host is one of ALLOWED_HOSTS; any other Host header
 * (which anyone can forge) gets the local address instead, never the forged one.
 */
export function siteUrl(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, allowedHosts, port } = app.config;
  if (publicUrl) return publicUrl;
  const host = request.hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (allowedHosts.includes(host)) return `${request.protocol}://${request.host}`;
  return `http://localhost:${port}`;
}
