/**
 * Runs async steps one after another, in the order they were asked for: for a read, check and
 * write that must not interleave with another (a free link, the last admin, a merge over a record).
 */
export function serialQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(step: () => Promise<T>): Promise<T> => {
    const result = last.then(step);
    last = result.catch(() => undefined);
    return result;
  };
}
