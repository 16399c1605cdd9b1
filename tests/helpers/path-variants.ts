/**
 * Other spellings of an admin path, as an attacker would try them against a check in front of the
 * routers: other case, a trailing or doubled slash, percent-encoded letters, an encoded `..`.
 */
export function pathVariants(path: string): string[] {
  const last = path.split('/').at(-1) ?? '';
  const encodeFirst = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const resource = path.split('/')[3] ?? '';
  return [
    path.toUpperCase(),
    path.replace('/admin', '/Admin'),
    path.replace('/admin/api', '/admin/API'),
    path.replace('/admin/api', '/aDmIn/ApI'),
    `${path}/`,
    `/${path}`,
    path.replace('/admin/', '/admin//'),
    path.replace('/admin/api/', '/admin/api//'),
    `/${encodeFirst('admin')}${path.slice('/admin'.length)}`,
    path.replace('/admin/api', '/admin/%61pi'),
    path.replace(`/admin/api/${resource}`, `/admin/api/${encodeFirst(resource)}`),
    `${path}/..%2f${last}`,
    `${path}/..%2F${last}`,
    `${path}/%2e%2e/${last}`,
  ];
}
