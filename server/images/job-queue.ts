import { Semaphore } from 'async-mutex';

const mebibyte = 1024 * 1024;

export type ImageJobs = {
  /**
   * Runs `job` once a slot is free and `bytes` more fit in the memory budget, first come first
   * served: a big job waiting at the head is not overtaken by small ones, so it never starves.
   */
  run<T>(bytes: number, job: () => Promise<T>): Promise<T>;
};

/**
 * A queue for sharp work: at most `slots` jobs at once (one per core: each is CPU-bound on one
 * libvips thread), and together no more than `memoryBytes` of decoded pixels, since an image
 * that cannot be read a few lines at a time (interlaced PNG, progressive JPEG) is held whole.
 */
export function imageJobQueue(options: { slots: number; memoryBytes: number }): ImageJobs {
  // Whole mebibytes: the semaphore counts units, and a byte-exact budget would buy nothing.
  const budget = Math.max(1, Math.floor(options.memoryBytes / mebibyte));
  const memory = new Semaphore(budget);
  const slots = new Semaphore(options.slots);
  return {
    run(bytes, job) {
      // Over the budget it would wait forever; callers refuse such images, so this is a safeguard.
      const units = Math.min(budget, Math.max(1, Math.ceil(bytes / mebibyte)));
      // Memory first, then a slot: slots are only taken by jobs whose memory is granted, so no deadlock.
      return memory.runExclusive(() => slots.runExclusive(job), units);
    },
  };
}
