// fresh (Koa's own dependency) ships no types; this is the one function it exports.
declare module 'fresh' {
  import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

  /** Whether the client's cached copy (If-None-Match, If-Modified-Since) still matches this answer. */
  export default function fresh(request: IncomingHttpHeaders, response: OutgoingHttpHeaders): boolean;
}
