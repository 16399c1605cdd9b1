import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { keepRunning, processGuardTexts } from '../../server/process-guard';

describe('the process guard', () => {
  it('logs an uncaught error and an unhandled rejection', () => {
    const target = new EventEmitter();
    const logged: unknown[][] = [];
    keepRunning({ error: (...args: unknown[]) => logged.push(args) }, target as unknown as NodeJS.Process);
    const thrown = new Error('stray stream error');
    target.emit('uncaughtException', thrown);
    target.emit('unhandledRejection', 'a reason');
    expect(logged).toEqual([
      [processGuardTexts.uncaught, thrown],
      [processGuardTexts.unhandled, 'a reason'],
    ]);
  });

  it('keeps a real process running after both', () => {
    const script = [
      "import { keepRunning } from './server/process-guard.ts';",
      'keepRunning(console);',
      "setTimeout(() => { throw new Error('stray stream error'); }, 1);",
      "setTimeout(() => void Promise.reject(new Error('forgotten promise')), 2);",
      "setTimeout(() => console.info('still running'), 20);",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still running');
    expect(run.stderr).toContain(processGuardTexts.uncaught);
    expect(run.stderr).toContain('stray stream error');
    expect(run.stderr).toContain(processGuardTexts.unhandled);
    expect(run.stderr).toContain('forgotten promise');
  });
});
