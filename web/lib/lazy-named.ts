import { lazy, type ComponentType } from 'react';

/** A component from its own chunk by its named export (React.lazy wants a default export). */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
