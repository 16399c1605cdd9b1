/**
 * The id of the JSON block in which the server gives a page the site config, so it needs no fetch.
 * A module of its own, without zod: the public pages read the block on their first load.
 */
export const siteConfigElementId = 'site-config';

/** The id of the JSON block with the answers a server-rendered page was rendered from (web/app/routes.tsx). */
export const routeDataElementId = 'route-data';
