/** Which list a walk detail belongs to: the back button's fallback and the links around it. */
export type WalkDetailRouteProps = { list: 'own' | 'other' };

/** Placeholder: this screen is being built. */
export function WalkDetailRoute(_props: WalkDetailRouteProps) {
  return <h1>Wandeltocht</h1>;
}
