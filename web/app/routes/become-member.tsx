/** Placeholder: this screen is being built. */
export function BecomeMemberRoute() {
  return <h1>Lid worden</h1>;
}
