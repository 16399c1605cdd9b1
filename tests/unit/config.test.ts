import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('config', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: 0,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      uploadsDir: path.resolve('uploads'),
      backupDir: path.resolve('backups'),
      seed: 'demo',
      // No name of its own: the club's name is in its settings; CLUB_NAME only starts a club with one.
      clubName: undefined,
      recaptchaMinScore: 0.5,
      geocoderUrl: 'https://nominatim.openstreetmap.org/search',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads a real club’s settings, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://www.houtlandstappers.be/',
      TRUST_PROXY: '1',
      SEED: 'none',
      GEOCODER_URL: 'off',
      SMTP_URL: '',
      ADMIN_EMAIL: 'secretariaat@houtlandstappers.be',
      ADMIN_PASSWORD: 'een-lang-wachtwoord',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://www.houtlandstappers.be',
      trustProxy: 1,
      seed: 'none',
      geocoderUrl: undefined,
      smtpUrl: undefined,
      adminEmail: 'secretariaat@houtlandstappers.be',
    });
  });

  it('reads CLUB_NAME as the starting name, empty as none, and refuses one longer than a club name may be', () => {
    expect(loadConfig({ CLUB_NAME: '  WSV De Kadees ' }).clubName).toBe('WSV De Kadees');
    expect(loadConfig({ CLUB_NAME: '' }).clubName).toBeUndefined();
    expect(() => loadConfig({ CLUB_NAME: 'x'.repeat(101) })).toThrow(/CLUB_NAME: CLUB_NAME mag hoogstens 100 tekens/);
    // It becomes the settings' club name, one line like every name.
    expect(() => loadConfig({ CLUB_NAME: 'Wandelclub\nEerste start: …' })).toThrow(/CLUB_NAME mag geen regeleinden/);
  });

  it('stops with a Dutch message naming each wrong variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'zeven',
        SEED: 'alles',
        JWT_SECRET: 'geheim',
        ADMIN_EMAIL: 'geen-adres',
        ADMIN_PASSWORD: 'kort',
      }),
    ).toThrow(
      /Ongeldige configuratie:[\s\S]*PORT[\s\S]*SEED[\s\S]*JWT_SECRET: JWT_SECRET moet minstens 32 tekens hebben[\s\S]*ADMIN_EMAIL: ADMIN_EMAIL is geen geldig e-mailadres[\s\S]*ADMIN_PASSWORD: ADMIN_PASSWORD moet minstens 8 tekens hebben/,
    );
  });

  it('starts a production club empty: the demo only outside production, or when SEED=demo says so', () => {
    expect(loadConfig({})).toMatchObject({ production: false, seed: 'demo' });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, seed: 'demo' });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ production: true, seed: 'none' });
    expect(loadConfig({ NODE_ENV: 'production', SEED: '' })).toMatchObject({ production: true, seed: 'none' });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toMatchObject({ production: true, seed: 'demo' });
    expect(loadConfig({ SEED: 'none' }).seed).toBe('none');
    expect(() => loadConfig({ SEED: 'echt' })).toThrow(/SEED: SEED is demo of none/);
  });

  it('reads TRUST_PROXY as the number of proxies in front, true as one', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'ja' })).toThrow(/TRUST_PROXY: TRUST_PROXY is het aantal reverse proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});
