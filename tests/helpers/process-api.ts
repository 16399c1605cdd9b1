/** JSON over HTTP to a server started with startServerProcess (which has no in-process `request`). */
export async function callApi(
  url: string,
  pathname: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url + pathname, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

export function loginOver(url: string, username: string, password: string) {
  return callApi(url, '/api/login', { method: 'POST', body: { username, password, recaptchaToken: '' } });
}
