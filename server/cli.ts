/**
 * Admin tasks from the shell. Stop the server first: it keeps the data in memory and would
 * overwrite changes made by another process.
 *
 *   npm run admin -- reset-password <email>          new generated password, printed once
 *   npm run admin -- create-admin <email> [password] make an existing or new member an administrator
 *   npm run admin -- backup <folder>                 copy DATA_DIR and UPLOADS_DIR into <folder>/<timestamp>
 */
import { cp, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureAdmin, findAdminByEmail, setPassword } from './auth/admins';
import { generatePassword } from './auth/passwords';
import { loadConfig } from './config';
import { openStore } from './store';

async function main(args: string[]): Promise<string> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const [command, email, password] = args;

  switch (command) {
    case 'reset-password': {
      if (!email) throw new Error('Gebruik: reset-password <e-mail>');
      const store = await openStore(config.dataDir);
      const member = findAdminByEmail(store, email);
      if (!member) {
        throw new Error(`Geen beheerder met e-mailadres ${email}.`);
      }
      const fresh = generatePassword();
      await setPassword(store, member.id, fresh);
      return `Nieuw wachtwoord voor ${email}: ${fresh}`;
    }
    case 'create-admin': {
      if (!email) throw new Error('Gebruik: create-admin <e-mail> [wachtwoord]');
      if (password !== undefined && password.length < 8)
        throw new Error('Het wachtwoord moet minstens 8 tekens hebben.');
      const store = await openStore(config.dataDir);
      const chosen = password ?? generatePassword();
      const { passwordSet } = await ensureAdmin(store, { email, password: chosen });
      if (!passwordSet) return `${email} is al beheerder; gebruik reset-password voor een nieuw wachtwoord.`;
      return password ? `${email} is nu beheerder.` : `${email} is nu beheerder, wachtwoord: ${chosen}`;
    }
    case 'backup': {
      if (!email) throw new Error('Gebruik: backup <map>');
      const target = path.resolve(email, new Date().toISOString().replace(/[:.]/g, '-'));
      await mkdir(target, { recursive: true });
      await cp(config.dataDir, path.join(target, 'data'), { recursive: true });
      await cp(config.uploadsDir, path.join(target, 'uploads'), { recursive: true });
      return `Back-up gemaakt in ${target}`;
    }
    default:
      throw new Error('Opdrachten: reset-password <e-mail> | create-admin <e-mail> [wachtwoord] | backup <map>');
  }
}

main(process.argv.slice(2)).then(
  (message) => console.info(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
