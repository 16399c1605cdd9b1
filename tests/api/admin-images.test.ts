import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmin, type AdminSession } from '../helpers/admin';
import { createAdminAs } from '../helpers/admin-roles';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { jpeg, makeImage, makeMember, makeNewsletter, makePage, makeWalk } from '../helpers/factories';
import { adminRoleTexts, type Image } from '../../server/contracts';
import type { ErrorAnswer } from '../helpers/answers';

let server: TestServer;
afterEach(() => server?.close());

const uploadPath = '/admin/api/images/upload';

async function start(): Promise<AdminSession> {
  server = await startTestServer();
  return createAdmin(server);
}

function filesForm(files: Array<{ data: Buffer | string; name: string; type?: string }>): FormData {
  const form = new FormData();
  for (const file of files) {
    const data = typeof file.data === 'string' ? file.data : new Uint8Array(file.data);
    form.append('files', new Blob([data], { type: file.type ?? 'image/jpeg' }), file.name);
  }
  return form;
}

/** The folders under UPLOADS_DIR (one per image uuid); none when it was never made. */
async function uploadFolders(): Promise<string[]> {
  try {
    return await readdir(server.config.uploadsDir);
  } catch {
    return [];
  }
}

/** A refused upload leaves no trace: no image record, no folder. */
async function expectNothingStored() {
  expect(server.store.images.size).toBe(0);
  expect(await uploadFolders()).toEqual([]);
}

function expectDutchError(answer: { status: number; json: unknown; headers: Headers }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  const { message } = answer.json as ErrorAnswer;
  expect(message).toMatch(/\b(de|het|een|is|te|geen|afbeelding|bestand|foto|upload)\b/i);
}

describe('admin image upload', () => {
  it('stores several files sent at once and answers them in order', async () => {
    const admin = await start();
    const answer = await admin.request(uploadPath, {
      method: 'POST',
      body: filesForm([
        { data: await jpeg(800, 600, '#ff0000'), name: 'eerste.jpg' },
        { data: await jpeg(600, 800, '#00ff00'), name: 'tweede.jpg' },
        { data: await jpeg(400, 400, '#0000ff'), name: 'derde.jpg' },
      ]),
    });
    expect(answer.status, answer.text).toBe(201);
    const images = answer.json as Image[];
    expect(images.map((image) => image.fileName)).toEqual(['eerste.jpg', 'tweede.jpg', 'derde.jpg']);
    for (const image of images) {
      expect(image).toEqual({
        id: expect.any(Number),
        uuid: image.uuid,
        cdnUrl: `/media/${image.uuid}/`,
        fileName: image.fileName,
      });
      expect(server.store.images.get(image.id)?.uuid).toBe(image.uuid);
    }
    expect((await uploadFolders()).sort()).toEqual(images.map((image) => image.uuid).sort());
    const media = await fetch(server.url + images[1]!.cdnUrl);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a text file named .jpg with 415 and keeps nothing, not even the good files sent with it', async () => {
    const admin = await start();
    const renamed = await admin.request(uploadPath, {
      method: 'POST',
      body: filesForm([{ data: 'Dit is geen foto, enkel tekst.\n'.repeat(50), name: 'vakantie.jpg' }]),
    });
    expectDutchError(renamed, 415);
    expect((renamed.json as ErrorAnswer).message).toMatch(/geen foto/);
    await expectNothingStored();

    const mixed = await admin.request(uploadPath, {
      method: 'POST',
      body: filesForm([
        { data: await jpeg(100, 100), name: 'goed.jpg' },
        { data: 'nep', name: 'slecht.jpg' },
      ]),
    });
    expect(mixed.status).toBe(415);
    await expectNothingStored();
  });

  it('refuses an SVG, even one that calls itself a JPEG', async () => {
    const admin = await start();
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>';
    for (const file of [
      { data: svg, name: 'logo.svg', type: 'image/svg+xml' },
      { data: svg, name: 'logo.jpg', type: 'image/jpeg' },
    ]) {
      const answer = await admin.request(uploadPath, { method: 'POST', body: filesForm([file]) });
      expectDutchError(answer, 415);
    }
    await expectNothingStored();
  });

  it('refuses more than 30 files and a file over 20 MB with 413', async () => {
    const admin = await start();
    const small = await jpeg(20, 20);
    const tooMany = await admin.request(uploadPath, {
      method: 'POST',
      body: filesForm(Array.from({ length: 31 }, (_, index) => ({ data: small, name: `foto-${index}.jpg` }))),
    });
    expectDutchError(tooMany, 413);
    expect((tooMany.json as ErrorAnswer).message).toMatch(/30/);
    await expectNothingStored();

    // A real JPEG start, padded past the limit.
    const huge = Buffer.concat([small, Buffer.alloc(21 * 1024 * 1024, 0)]);
    const tooLarge = await admin.request(uploadPath, {
      method: 'POST',
      body: filesForm([
        { data: small, name: 'klein.jpg' },
        { data: huge, name: 'groot.jpg' },
      ]),
    });
    expectDutchError(tooLarge, 413);
    expect((tooLarge.json as ErrorAnswer).message).toMatch(/20 MB/);
    await expectNothingStored();
  });

  it('answers 400 when no file is sent and for a cut-off multipart body', async () => {
    const admin = await start();
    const empty = await admin.request(uploadPath, { method: 'POST', body: new FormData() });
    expectDutchError(empty, 400);
    const noForm = await admin.request(uploadPath, { method: 'POST', body: {} });
    expectDutchError(noForm, 400);

    const cutOff = await server.request(uploadPath, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
      body:
        '--x\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n' +
        'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0 halverwege afgebro',
    });
    expectDutchError(cutOff, 400);
    expect((cutOff.json as ErrorAnswer).message).toBe('De upload is onvolledig of beschadigd. Probeer het opnieuw.');
    await expectNothingStored();
    expect((await server.request('/api/site-config')).status).toBe(200);
  });
});

describe('who may upload and delete photos', () => {
  it("uploads for the secretariat (a member's photo) and the editors, not the treasurer; deletes for the editors", async () => {
    await start();
    const secretary = await createAdminAs(server, 'secretariaat');
    const editor = await createAdminAs(server, 'redactie');
    const treasurer = await createAdminAs(server, 'penningmeester');
    const upload = (admin: AdminSession) =>
      admin.request(uploadPath, { method: 'POST', body: filesForm([{ data: photo, name: 'foto.jpg' }]) });
    const photo = await jpeg(40, 30);

    const mine = await upload(secretary);
    expect(mine.status).toBe(201);
    expect((await upload(editor)).status).toBe(201);
    const refused = await upload(treasurer);
    expect([refused.status, refused.json]).toEqual([403, { message: adminRoleTexts.forbidden }]);
    expect(server.store.images.size).toBe(2);

    const [image] = mine.json as Image[];
    const remove = (admin: AdminSession) => admin.request(`/admin/api/images/${image!.id}`, { method: 'DELETE' });
    expect((await remove(secretary)).status).toBe(403);
    expect((await remove(editor)).status).toBe(204);
  });
});

describe('admin image delete', () => {
  it('removes every reference, the files and the public URL of the image', async () => {
    const admin = await start();
    const { store } = server;
    const doomed = await makeImage(store, server.config.uploadsDir, 'weg.jpg');
    const kept = await makeImage(store, server.config.uploadsDir, 'blijft.jpg');
    const bannerWalk = await makeWalk(store, { name: 'Met banner', bannerImageId: doomed.id });
    const albumWalk = await makeWalk(store, {
      name: 'Met album',
      bannerImageId: kept.id,
      photobookImageIds: [kept.id, doomed.id],
    });
    const page = await makePage(store, { photobookImageIds: [doomed.id, kept.id] });
    const member = await makeMember(store, { firstName: 'An', photoImageId: doomed.id });
    const letter = await makeNewsletter(store, {
      blocks: [
        { id: 1, imageId: doomed.uuid, text: '<p>a</p>', order: 1 },
        { id: 2, imageId: kept.uuid, text: '<p>b</p>', order: 2 },
      ],
    });
    // A variant on disk too, so the folder holds more than the original.
    expect((await fetch(`${server.url}/media/${doomed.uuid}/300x300.webp`)).status).toBe(200);
    expect((await admin.request(`/admin/api/members/${member.id}`)).json).toMatchObject({
      uploadcareImage: { cdnUrl: `/media/${doomed.uuid}/` },
    });

    const deleted = await admin.request(`/admin/api/images/${doomed.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);

    const walkA = (await admin.request(`/admin/api/events/${bannerWalk.id}`)).json as { banner: Image | null };
    expect(walkA.banner).toBeNull();
    const walkB = (await admin.request(`/admin/api/events/${albumWalk.id}`)).json as {
      banner: Image | null;
      photobook: Image[];
    };
    expect(walkB.banner?.id).toBe(kept.id);
    expect(walkB.photobook.map((image) => image.id)).toEqual([kept.id]);
    const pageAfter = (await admin.request(`/admin/api/website-pages/${page.id}`)).json as { photobook: Image[] };
    expect(pageAfter.photobook.map((image) => image.id)).toEqual([kept.id]);
    const memberAfter = (await admin.request(`/admin/api/members/${member.id}`)).json as {
      uploadcareImage: unknown;
    };
    expect(memberAfter.uploadcareImage).toBeNull();
    const letterAfter = (await admin.request(`/admin/api/newsletters/${letter.id}`)).json as {
      blocks: Array<{ imageId: string | null }>;
    };
    expect(letterAfter.blocks.map((block) => block.imageId)).toEqual([null, kept.uuid]);

    // Also in the stored records, not only in the answers.
    expect(store.events.get(bannerWalk.id)?.bannerImageId).toBeNull();
    expect(store.members.get(member.id)?.photoImageId).toBeNull();
    expect(store.images.get(doomed.id)).toBeUndefined();

    expect(await uploadFolders()).toEqual([kept.uuid]);
    expect((await server.request(`/media/${doomed.uuid}/`)).status).toBe(404);
    expect((await server.request(`/media/${doomed.uuid}/300x300.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${kept.uuid}/`)).status).toBe(200);

    const again = await admin.request(`/admin/api/images/${doomed.id}`, { method: 'DELETE' });
    expectDutchError(again, 404);
  });
});
