import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitTexts, maxRichTextDepth, textFields, type TextField } from '../../server/contracts';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { startTestServer, type TestServer } from '../helpers/api-server';
import type { Answer, ErrorAnswer } from '../helpers/answers';
import { makeImage, makeMember, makeNewsletter } from '../helpers/factories';
import { limitedWrites, textOfLength, withValue, type LimitedWrite } from '../helpers/input-limit-cases';

const collections = [
  'applications',
  'contactMessages',
  'credentials',
  'events',
  'idempotency',
  'images',
  'mail',
  'members',
  'newsletterJobs',
  'newsletters',
  'pages',
  'settings',
] as const;

let server: TestServer;
let admin: AdminSession;
let writes: LimitedWrite[];
let imageId: number;

beforeAll(async () => {
  server = await startTestServer();
  // The mail worker would mark mails sent while a refused request is being checked.
  await server.services.mail.stop();
  admin = await createAdmin(server);
  imageId = (await makeImage(server.store, server.config.uploadsDir)).id;
  const member = await makeMember(server.store);
  const newsletter = await makeNewsletter(server.store);
  writes = limitedWrites({ member: member.id, newsletter: newsletter.id });
});
afterAll(() => server?.close());

const revisions = () => collections.map((name) => `${name}:${server.store[name].revision}`).join(' ');

function send(write: LimitedWrite, body: unknown): Promise<Answer> {
  const headers = { 'Content-Type': 'application/json', ...write.headers };
  const init = { method: write.method, body: JSON.stringify(body), headers };
  return write.admin ? admin.request(write.path, init) : server.request(write.path, init);
}

/** Sends a body that must be refused: a 400 naming `key` with `message`, and nothing stored. */
async function expectRefused(write: LimitedWrite, body: unknown, key: string, message: string) {
  const before = revisions();
  const answer = await send(write, body);
  expect(answer.status, answer.text.slice(0, 300)).toBe(400);
  expect((answer.json as ErrorAnswer).errors?.[key]).toBe(message);
  expect(revisions(), 'a refused write changed the store').toBe(before);
}

const writeNames = () => limitedWrites({ member: 1, newsletter: 1 }).map((write) => write.name);

describe('every text field has a maximum length', () => {
  it.each(writeNames())('%s refuses each field one character over its maximum, naming the field', async (name) => {
    const write = writes.find((candidate) => candidate.name === name)!;
    for (const [key, field] of Object.entries(write.texts)) {
      const body = withValue(write.body, key, textOfLength(key, field.max + 1));
      await expectRefused(write, body, key, limitTexts.tooLong(field));
    }
  });

  it.each(writeNames())('%s takes every field at exactly its maximum', async (name) => {
    const write = writes.find((candidate) => candidate.name === name)!;
    let body = write.body;
    for (const [key, field] of Object.entries(write.texts)) body = withValue(body, key, textOfLength(key, field.max));
    const answer = await send(write, body);
    expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
  });
});

describe('every one-line field is one line', () => {
  const lineBreaks = ['\r\n', '\n', '\r', '\u2028', '\u2029', '\t'];
  const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f'];
  /** A text the field takes, with `inserted` after its first character. */
  const withInside = (key: string, field: TextField, inserted: string) => {
    const text = textOfLength(key, key.endsWith('email') ? 70 : Math.min(field.max - 2, 20));
    return `${text.slice(0, 1)}${inserted}${text.slice(1)}`;
  };

  it.each(writeNames())(
    '%s refuses a line break or control character in each one-line field, naming the field',
    async (name) => {
      const write = writes.find((candidate) => candidate.name === name)!;
      const oneLine = Object.entries(write.texts).filter(([, field]) => !field.kind);
      expect(oneLine.length).toBeGreaterThan(0);
      for (const [index, [key, field]] of oneLine.entries()) {
        for (const inserted of [lineBreaks[index % lineBreaks.length]!, controls[index % controls.length]!]) {
          await expectRefused(
            write,
            withValue(write.body, key, withInside(key, field, inserted)),
            key,
            limitTexts.refusedCharacter(field),
          );
        }
      }
    },
  );

  it.each(writeNames())(
    '%s takes line breaks and tabs in its multi-line and rich texts, but no other control character in plain text',
    async (name) => {
      const write = writes.find((candidate) => candidate.name === name)!;
      const multiline = Object.entries(write.texts).filter(([, field]) => field.kind === 'multiline');
      for (const [index, [key, field]] of multiline.entries()) {
        const body = withValue(write.body, key, withInside(key, field, controls[index % controls.length]!));
        await expectRefused(write, body, key, limitTexts.refusedCharacter(field));
      }
      // A link of its own: the page that the list tests make keeps the base's.
      let body = 'link' in write.texts ? withValue(write.body, 'link', 'regels-en-tabs') : write.body;
      for (const [key, field] of Object.entries(write.texts).filter(([, spans]) => spans.kind)) {
        body = withValue(body, key, withInside(key, field, '\r\n\t\n\u2028'));
      }
      const answer = await send(write, body);
      expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
    },
  );
});

describe('every list has a maximum count', () => {
  const listed = () =>
    writes.flatMap((write) => Object.entries(write.lists ?? {}).map(([key, list]) => ({ write, key, list })));

  it('refuses one item too many, naming the list', async () => {
    expect(listed().length).toBeGreaterThanOrEqual(3);
    for (const { write, key, list } of listed()) {
      const item = key === 'blocks' ? { text: '' } : imageId;
      const body = withValue(
        write.body,
        key,
        Array.from({ length: list.max + 1 }, () => item),
      );
      await expectRefused(write, body, key, limitTexts.tooMany(list));
    }
  });

  it('takes a list at exactly its maximum', async () => {
    for (const { write, key, list } of listed()) {
      const item = key === 'blocks' ? { text: '' } : imageId;
      const answer = await send(
        write,
        withValue(
          write.body,
          key,
          Array.from({ length: list.max }, () => item),
        ),
      );
      expect(answer.status, `${write.name}: ${answer.text.slice(0, 300)}`).toBeLessThan(300);
    }
  });
});

describe('rich text', () => {
  const pageWrite = () => writes.find((write) => write.path === '/admin/api/website-pages')!;
  const walkWrite = () => writes.find((write) => write.path === '/admin/api/events/walking')!;

  it('refuses a text that grows past its maximum when cleaned, rather than failing to store it', async () => {
    // '&' is stored as '&amp;': 100,000 of them fit the field as sent, not as stored.
    const body = withValue(pageWrite().body, 'contentHtml', '&'.repeat(100_000));
    await expectRefused(pageWrite(), body, 'contentHtml', limitTexts.tooLong(textFields.contentHtml));
  });

  it(`refuses nesting deeper than ${maxRichTextDepth} levels instead of flattening it`, async () => {
    const nested = (depth: number) => `${'<blockquote>'.repeat(depth)}diep${'</blockquote>'.repeat(depth)}`;
    const tooDeep = withValue(walkWrite().body, 'intro', nested(maxRichTextDepth + 1));
    await expectRefused(walkWrite(), tooDeep, 'intro', limitTexts.tooDeep(textFields.intro));

    const deepest = await send(walkWrite(), withValue(walkWrite().body, 'description', nested(maxRichTextDepth)));
    expect(deepest.status, deepest.text.slice(0, 300)).toBe(201);
    expect((deepest.json as { description: string }).description).toBe(nested(maxRichTextDepth));
  });

  it('refuses a field of unclosed tags as too deep', async () => {
    const body = withValue(walkWrite().body, 'report', '<em>'.repeat(40_000));
    await expectRefused(walkWrite(), body, 'report', limitTexts.tooDeep(textFields.report));
  });
});
