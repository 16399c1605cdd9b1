/** Placeholder until this screen is built. */
export function MembersPage() {
  return <h1>MembersPage</h1>;
}
