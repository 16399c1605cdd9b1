/** Placeholder: this screen is being built. */
export function MembersRoute() {
  return <h1>Onze Leden en Bestuur</h1>;
}
