import type { APIRequestContext } from './test';
import { DomUtils, parseDocument } from 'htmlparser2';

/** The head the server answers for a path, as a reader without JavaScript (a link preview) sees it. */
export async function servedHead(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const document = parseDocument(await response.text());
  const [title] = DomUtils.getElementsByTagName('title', document);
  const meta = (key: string) =>
    DomUtils.getElementsByTagName('meta', document).find(
      (element) => (element.attribs.property ?? element.attribs.name) === key,
    )?.attribs.content;
  return {
    status: response.status(),
    title: title ? DomUtils.textContent(title) : undefined,
    description: meta('description'),
    meta,
  };
}
