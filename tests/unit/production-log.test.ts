import { describe, expect, it } from 'vitest';
import { createPino, jsonLogger, loggedPath, routeKind } from '../../server/production-log';

function collected() {
  const lines: Record<string, unknown>[] = [];
  const log = jsonLogger(createPino({ write: (line: string) => void lines.push(JSON.parse(line)) }));
  return { log, lines };
}

describe('production log lines', () => {
  it('are one JSON object per message, with the level by name and an ISO time', () => {
    const { log, lines } = collected();
    log.info('E-mail: 3 verzonden.');
    log.warn('Beveiligingscontrole niet bereikbaar;', 'formulier toch aanvaard.');
    expect(lines).toEqual([
      { level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), msg: 'E-mail: 3 verzonden.' },
      {
        level: 'warn',
        time: expect.any(String),
        msg: 'Beveiligingscontrole niet bereikbaar; formulier toch aanvaard.',
      },
    ]);
  });

  it('log an error by its kind, message, code and stack, and none of its other fields (a body, a recipient)', () => {
    const { log, lines } = collected();
    const error = Object.assign(new Error('Kon niet opslaan'), {
      code: 'ENOSPC',
      body: '{"password":"geheim-wachtwoord"}',
      response: '550 <lid@voorbeeld.be> onbekend',
    });
    log.error('Fout bij POST /api/members:', error);
    expect(lines).toEqual([
      {
        level: 'error',
        time: expect.any(String),
        msg: 'Fout bij POST /api/members:',
        err: { type: 'Error', message: 'Kon niet opslaan', code: 'ENOSPC', stack: expect.stringContaining('Kon niet opslaan') }, // prettier-ignore
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/geheim-wachtwoord|lid@voorbeeld\.be/);
  });

  it('name a request by its path without the query, cut when very long, and its kind', () => {
    expect(loggedPath('/api/newsletters/unsubscribe/validate?memberId=3&token=abc')).toBe('/api/newsletters/unsubscribe/validate'); // prettier-ignore
    expect(loggedPath('/admin/setup?code=xyz')).toBe('/admin/setup');
    expect(loggedPath(`/${'a'.repeat(20_000)}?q=1`)).toHaveLength(301);
    expect(loggedPath(undefined)).toBe('/');
    expect(
      ['/api/events', '/admin/api/members', '/media/x/300x300.webp', '/assets/a.js', '/healthz', '/leden'].map(
        routeKind,
      ),
    ).toEqual(
      // prettier-ignore
      ['api', 'admin-api', 'media', 'asset', 'health', 'page'],
    );
  });
});
