import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envVariables, loadConfig } from '../../server/config';

const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');

/** Each `# NAME=value` line: a variable shown with its default, commented out. */
const shown = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => ({
  name: name!,
  value: value!,
}));

describe('.env.example', () => {
  it('documents every variable the server reads, and those of the backups and the Docker compose file', () => {
    const documented = shown.map(({ name }) => name);
    for (const name of [...envVariables, 'NODE_ENV', 'BACKUP_DIR', 'CLUB_DOMAIN']) {
      expect(documented, `${name} ontbreekt in .env.example`).toContain(name);
    }
    expect(new Set(documented).size, 'each variable once').toBe(documented.length);
  });

  it('shows each variable with its default: setting the shown value changes nothing', () => {
    const defaults = loadConfig({});
    for (const { name, value } of shown) {
      expect(loadConfig({ [name]: value }), `${name}=${value}`).toEqual(defaults);
    }
  });

  it('explains each variable in a comment of its own', () => {
    const lines = example.split('\n');
    for (const { name } of shown) {
      const at = lines.indexOf(lines.find((line) => line.startsWith(`# ${name}=`))!);
      // Directly above: its comment (or the line of a variable explained together with it), not a blank line.
      expect(lines[at - 1] ?? '', name).toMatch(/^# \S/);
    }
  });
});
