import { afterEach, describe, expect, it } from 'vitest';
import { privateMemberFields } from '../../server/contracts';
import { setPassword } from '../../server/auth/admins';
import { startTestServer, type TestServer } from '../helpers/api-server';
import { makeImage, makeMember } from '../helpers/factories';

let server: TestServer;
afterEach(() => server?.close());

const memberEndpoints = ['/api/members/board', '/api/members/aids', '/api/members/euraudax', '/api/members/count'];

/** A member with every personal field filled in, so a leak would show. */
const personal = {
  dateOfBirth: '1961-04-12',
  gender: 'female' as const,
  comments: 'Betaalt altijd cash, let op allergie.',
  paid: true,
  clubportaal: 'CP-99812',
  finished: false,
  active: true,
  address: {
    street: 'Geheime Dreef',
    houseNumber: '13',
    busNumber: 'b',
    city: 'Wingene',
    postalCode: '8750',
    country: 'België',
  },
  email: 'an.de.smet@example.be',
  phoneNumber: '0470 11 22 33',
};

describe('public members', () => {
  it('lists the board by sort order, then by name, with only public fields', async () => {
    server = await startTestServer();
    const photo = await makeImage(server.store, server.config.uploadsDir);
    await makeMember(server.store, {
      ...personal,
      firstName: 'Zeno',
      lastName: 'Aerts',
      role: 'BOARDMEMBER',
      boardTitle: 'Bestuurslid',
      boardMemberSortOrder: 2,
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'An',
      lastName: 'De Smet',
      role: 'BOARDMEMBER',
      boardTitle: 'Voorzitter',
      boardMemberSortOrder: 0,
      photoImageId: photo.id,
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Bart',
      lastName: 'Claeys',
      role: 'BOARDMEMBER',
      boardTitle: 'Bestuurslid',
      boardMemberSortOrder: 2,
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Geen',
      lastName: 'Volgorde',
      role: 'BOARDMEMBER',
      boardTitle: 'Bestuurslid',
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Oud',
      lastName: 'Bestuurslid',
      role: 'BOARDMEMBER',
      active: false,
      boardMemberSortOrder: 1,
    });
    await makeMember(server.store, { ...personal, firstName: 'Gewoon', lastName: 'Lid', role: 'MEMBER' });

    const { status, json } = await server.request('/api/members/board');
    expect(status).toBe(200);
    const board = json as Array<Record<string, unknown>>;
    expect(board.map((m) => `${m.firstName} ${m.lastName}`)).toEqual([
      'An De Smet',
      'Bart Claeys',
      'Zeno Aerts',
      'Geen Volgorde',
    ]);
    expect(board[0]).toEqual({
      id: expect.any(Number),
      firstName: 'An',
      lastName: 'De Smet',
      boardTitle: 'Voorzitter',
      email: 'an.de.smet@example.be',
      phoneNumber: '0470 11 22 33',
      uploadcareImage: { cdnUrl: `/media/${photo.uuid}/` },
      boardMemberSortOrder: 0,
    });
    expect(board[3]?.uploadcareImage).toBeNull();
  });

  it('derives a missing role of legacy records from their boardMember flag, and reads roles case-insensitively', async () => {
    const legacy = {
      firstName: 'Oude',
      lastName: 'Import',
      active: true,
      boardMemberSortOrder: null,
      photoImageId: null,
    };
    const meta = { version: 1, updatedAt: '2024-01-01T00:00:00.000Z' };
    server = await startTestServer({
      dataFiles: {
        'members.json': {
          nextId: 4,
          records: [
            { ...legacy, ...meta, id: 1, firstName: 'Bestuur', boardMember: true },
            { ...legacy, ...meta, id: 2, firstName: 'Gewoon', boardMember: false },
            { ...legacy, ...meta, id: 3, firstName: 'Klein', role: 'boardmember' },
          ],
        },
      },
    });
    const board = (await server.request('/api/members/board')).json as Array<Record<string, unknown>>;
    expect(board.map((m) => m.firstName)).toEqual(['Bestuur', 'Klein']);
  });

  it('lists helpers and Euraudax members, and counts active members', async () => {
    server = await startTestServer();
    await makeMember(server.store, {
      ...personal,
      firstName: 'Hilde',
      lastName: 'Vandamme',
      role: 'AID',
      boardTitle: 'Bevoorrading',
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Eddy',
      lastName: 'Goethals',
      role: 'AID',
      boardTitle: 'Parcoursbouwer',
      active: false,
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Rik',
      lastName: 'Maes',
      euraudax: true,
      euraudaxTitle: 'Kapitein',
    });
    await makeMember(server.store, {
      ...personal,
      firstName: 'Mia',
      lastName: 'Desmet',
      role: 'EURAUDAX',
      euraudaxTitle: 'Wegkapitein',
    });
    await makeMember(server.store, { ...personal, firstName: 'Slapend', lastName: 'Lid', active: false });

    const aids = (await server.request('/api/members/aids')).json as Array<Record<string, unknown>>;
    expect(aids.map((m) => [m.firstName, m.boardTitle])).toEqual([['Hilde', 'Bevoorrading']]);

    const euraudax = (await server.request('/api/members/euraudax')).json as Array<Record<string, unknown>>;
    expect(euraudax.map((m) => [m.firstName, m.euraudaxTitle])).toEqual([
      ['Mia', 'Wegkapitein'],
      ['Rik', 'Kapitein'],
    ]);

    const count = await server.request('/api/members/count');
    expect(count.status).toBe(200);
    expect(count.json).toBe(3);
  });

  it('never answers personal data or credentials on any public member endpoint', async () => {
    server = await startTestServer();
    const roles = ['BOARDMEMBER', 'AID', 'EURAUDAX', 'MEMBER', 'HELPINGMEMBER'] as const;
    for (const role of roles) {
      const member = await makeMember(server.store, {
        ...personal,
        firstName: role,
        role,
        euraudax: role === 'EURAUDAX',
        boardTitle: 'Titel',
        euraudaxTitle: 'Titel',
      });
      await setPassword(server.store, member.id, 'een-geheim-wachtwoord');
    }

    for (const endpoint of memberEndpoints) {
      const { status, text } = await server.request(endpoint);
      expect(status, endpoint).toBe(200);
      for (const field of privateMemberFields) {
        expect(text, `${endpoint} holds ${field}`).not.toContain(`"${field}"`);
      }
      for (const value of ['1961-04-12', 'Geheime Dreef', 'allergie', 'CP-99812', 'scrypt$']) {
        expect(text, `${endpoint} holds ${value}`).not.toContain(value);
      }
    }
    // The lists did answer members, so the check above was about real cards.
    expect(((await server.request('/api/members/board')).json as unknown[]).length).toBe(1);
    expect(((await server.request('/api/members/euraudax')).json as unknown[]).length).toBe(1);
    expect(((await server.request('/api/members/aids')).json as unknown[]).length).toBe(1);
  });
});
