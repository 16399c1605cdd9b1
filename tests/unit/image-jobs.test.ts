import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { imageJobQueue } from '../../server/images/job-queue';

const mebibytes = (amount: number) => amount * 1024 * 1024;

/** Jobs that start when the queue lets them and end when the test says so. */
function recorder() {
  const running = new Set<string>();
  const started: string[] = [];
  let most = 0;
  const finishers = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      running.add(name);
      started.push(name);
      most = Math.max(most, running.size);
      finishers.set(name, () => {
        running.delete(name);
        resolve(name);
      });
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the queue hand the freed slot on.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, finish, started, running, most: () => most };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('image job queue', () => {
  it('runs at most `slots` jobs at once and starts the rest in the order they came', async () => {
    const queue = imageJobQueue({ slots: 2, memoryBytes: mebibytes(160) });
    const jobs = recorder();
    const done = ['a', 'b', 'c', 'd', 'e'].map((name) => queue.run(mebibytes(1), jobs.job(name)));
    await settle();
    expect([...jobs.running]).toEqual(['a', 'b']);
    for (const name of ['b', 'a', 'c', 'd', 'e']) await jobs.finish(name);
    expect(await Promise.all(done)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(jobs.started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(jobs.most()).toBe(2);
  });

  it('keeps decoded pixels within the memory budget, and lets no small job overtake a big one waiting', async () => {
    const queue = imageJobQueue({ slots: 2, memoryBytes: mebibytes(160) });
    const jobs = recorder();
    const done = [
      queue.run(mebibytes(110), jobs.job('interlaced-1')),
      queue.run(mebibytes(110), jobs.job('interlaced-2')),
      queue.run(mebibytes(30), jobs.job('small')),
    ];
    await settle();
    // Two slots, but 220 MB would not fit in 160: the second big one waits, and the small one behind it.
    expect([...jobs.running]).toEqual(['interlaced-1']);
    await jobs.finish('interlaced-1');
    expect([...jobs.running]).toEqual(['interlaced-2', 'small']);
    await jobs.finish('small');
    await jobs.finish('interlaced-2');
    await Promise.all(done);
    expect(jobs.most()).toBe(2);
  });

  it('runs a job larger than the whole budget alone rather than never', async () => {
    const queue = imageJobQueue({ slots: 2, memoryBytes: mebibytes(160) });
    const jobs = recorder();
    const done = [queue.run(mebibytes(10), jobs.job('small')), queue.run(mebibytes(400), jobs.job('huge'))];
    await settle();
    expect([...jobs.running]).toEqual(['small']);
    await jobs.finish('small');
    expect([...jobs.running]).toEqual(['huge']);
    await jobs.finish('huge');
    expect(await Promise.all(done)).toEqual(['small', 'huge']);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = imageJobQueue({ slots: 1, memoryBytes: mebibytes(160) });
    await expect(queue.run(1, () => Promise.reject(new Error('kapot')))).rejects.toThrow('kapot');
    expect(await queue.run(1, async () => 'verder')).toBe('verder');
  });
});

describe('IMAGE_JOBS', () => {
  it('defaults to the number of cores and takes a whole number of at least 1', () => {
    expect(loadConfig({}).imageJobs).toBe(availableParallelism());
    expect(loadConfig({ IMAGE_JOBS: '' }).imageJobs).toBe(availableParallelism());
    expect(loadConfig({ IMAGE_JOBS: '1' }).imageJobs).toBe(1);
    expect(() => loadConfig({ IMAGE_JOBS: '0' })).toThrow(/IMAGE_JOBS moet minstens 1 zijn/);
    expect(() => loadConfig({ IMAGE_JOBS: 'veel' })).toThrow(/IMAGE_JOBS moet een getal zijn/);
  });
});
