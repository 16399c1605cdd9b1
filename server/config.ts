import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { refusesCharacter, textFields } from './contracts/limits';
import { trimTrailingSlashes } from './contracts/trim';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  /** `production` for a real club (the Docker image and the systemd unit set it): no demo by default, JSON logs. */
  NODE_ENV: optionalText.pipe(z.string().max(40, 'NODE_ENV mag hoogstens 40 tekens hebben').optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value) => (value === 'true' ? '1' : value === 'false' || value === '' ? '0' : value))
    .pipe(z.string().regex(/^\d{1,2}$/, 'TRUST_PROXY is het aantal reverse proxies voor de server: 0, 1, 2, …'))
    .transform(Number)
    .pipe(z.number().max(10, 'TRUST_PROXY: hoogstens 10 reverse proxies')),
  PUBLIC_URL: optionalText.pipe(
    z.url({ message: 'PUBLIC_URL moet een volledige URL zijn, bv. https://www.mijnclub.be' }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  UPLOADS_DIR: z.string().trim().min(1).default('./uploads'),
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
  /** Unset: the demo outside production, an empty club in production. */
  SEED: optionalText.pipe(z.enum(['demo', 'none'], { message: 'SEED is demo of none' }).optional()),
  /** Only the starting name of a new or demo club; after that the name is in the settings. */
  CLUB_NAME: optionalText.pipe(
    z
      .string()
      .max(textFields.clubName.max, `CLUB_NAME mag hoogstens ${textFields.clubName.max} tekens hebben`)
      .refine(
        (name) => !refusesCharacter(textFields.clubName, name),
        'CLUB_NAME mag geen regeleinden of stuurtekens bevatten',
      )
      .optional(),
  ),
  CLUB_EMAIL: optionalText,
  MAIL_FROM: optionalText,
  SMTP_URL: optionalText,
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET moet minstens 32 tekens hebben').optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'ADMIN_EMAIL is geen geldig e-mailadres' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'ADMIN_PASSWORD moet minstens 8 tekens hebben').optional()),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET: optionalText,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  GEOCODER_URL: z.string().trim().default('https://nominatim.openstreetmap.org/search'),
  TILE_URL: z.string().trim().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  DIST_DIR: z.string().trim().min(1).default('./dist'),
  SSR_DIR: z.string().trim().min(1).default('./build/ssr'),
  IMAGE_JOBS: optionalText.pipe(
    z.coerce
      .number<string>({ message: 'IMAGE_JOBS moet een getal zijn' })
      .int('IMAGE_JOBS moet een geheel getal zijn')
      .min(1, 'IMAGE_JOBS moet minstens 1 zijn')
      .max(64, 'IMAGE_JOBS mag hoogstens 64 zijn')
      .optional(),
  ),
  DOWNLOAD_STALL_SECONDS: z.coerce
    .number({ message: 'DOWNLOAD_STALL_SECONDS moet een getal zijn' })
    .int('DOWNLOAD_STALL_SECONDS moet een geheel getal zijn')
    .min(1, 'DOWNLOAD_STALL_SECONDS moet minstens 1 zijn')
    .max(3600, 'DOWNLOAD_STALL_SECONDS mag hoogstens 3600 zijn')
    .default(300),
});

/** Every variable the server reads (NODE_ENV included); .env.example documents each (tests/unit/env-example.test.ts). */
export const envVariables = Object.keys(envSchema.shape) as readonly (keyof typeof envSchema.shape)[];

export type Config = {
  /** NODE_ENV=production: a real club. An empty data dir stays empty (unless SEED=demo), logs are JSON lines. */
  production: boolean;
  port: number;
  host: string;
  /**
   * How many reverse proxies stand in front (0: none). The client's address is the one the outermost
   * proxy saw: that many entries from the right of X-Forwarded-For, which a client cannot choose.
   */
  trustProxy: number;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Where `npm run admin -- backup` puts its archives when no folder is named (server/backup). */
  backupDir: string;
  distDir: string;
  /** The server's render of the public pages (`vite build --ssr`); without it, pages are served as the bare app shell. */
  ssrDir: string;
  /** What an empty data dir is filled with: the demo club, or nothing (a new club with its first-run setup). */
  seed: 'demo' | 'none';
  /**
   * CLUB_NAME: the name the seed starts a club with (the demo club, or a new one). At run time the
   * club's name is in its settings (services.settings), which the admin changes.
   */
  clubName: string | undefined;
  clubEmail: string | undefined;
  mailFrom: string | undefined;
  smtpUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  recaptchaMinScore: number;
  /** Where captcha tokens are verified; tests point it at a local server. */
  recaptchaVerifyUrl: string;
  /** undefined when geocoding is switched off (GEOCODER_URL=off). */
  geocoderUrl: string | undefined;
  tileUrl: string;
  /** How many images sharp works on at once; the rest wait in a queue. */
  imageJobs: number;
  /** A backup download that has sent nothing for this long (a phone gone to sleep) is ended. */
  downloadStallMs: number;
};

/** Parses the environment once; a wrong value stops the start with a message that names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Ongeldige configuratie:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl: trimTrailingSlashes(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    dataDir: path.resolve(e.DATA_DIR),
    uploadsDir: path.resolve(e.UPLOADS_DIR),
    backupDir: path.resolve(e.BACKUP_DIR),
    distDir: path.resolve(e.DIST_DIR),
    ssrDir: path.resolve(e.SSR_DIR),
    // A real club never fills up with made-up members by accident: the demo only when asked for.
    seed: e.SEED ?? (production ? 'none' : 'demo'),
    clubName: e.CLUB_NAME,
    clubEmail: e.CLUB_EMAIL,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    recaptchaMinScore: e.RECAPTCHA_MIN_SCORE,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    geocoderUrl: e.GEOCODER_URL === 'off' || e.GEOCODER_URL === '' ? undefined : e.GEOCODER_URL,
    tileUrl: e.TILE_URL,
    imageJobs: e.IMAGE_JOBS ?? availableParallelism(),
    downloadStallMs: e.DOWNLOAD_STALL_SECONDS * 1000,
  };
}
