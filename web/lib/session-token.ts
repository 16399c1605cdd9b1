/** The admin's token in localStorage under a club-specific key (SPEC §3 "Session"). The admin area writes it. */
export const sessionTokenKey = 'houtlandstappers.admin-token';

export function readSessionToken(): string | null {
  try {
    return localStorage.getItem(sessionTokenKey);
  } catch {
    // Storage can be off (private mode, blocked cookies): then there is no session.
    return null;
  }
}

/** The bearer header of SPEC §6, empty when there is no token. */
export function bearerHeader(): Record<string, string> {
  const token = readSessionToken();
  return { Authorization: token ? `Bearer ${token}` : '' };
}
