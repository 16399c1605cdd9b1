/** The link's memberId and token, as the server expects them in the query (SPEC §7). */
export type UnsubscribeLink = { memberId: string; token: string };

export function unsubscribeQuery({ memberId, token }: UnsubscribeLink): string {
  return new URLSearchParams({ memberId, token }).toString();
}
