/**
 * A random RFC 4122 version 4 uuid. randomUUID exists only in secure contexts, and a club may run
 * the app over plain http on its LAN: the fallback builds the same shape from getRandomValues.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let lastStandIn = 0;

/**
 * A negative id that stands for a record or photo made offline until the server names the real one.
 * Large and time-based, so no real value in a queued body (counts, orders) can be mistaken for it,
 * and unique across tabs and restarts; still a safe integer.
 */
export function standInId(): number {
  const candidate = -(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  lastStandIn = candidate < lastStandIn ? candidate : lastStandIn - 1;
  return lastStandIn;
}

/** Whether an id is a stand-in (real ids are positive). */
export function isStandInId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id < 0;
}
