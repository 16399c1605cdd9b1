import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The public site's router: the little of react-router the public pages use (a route table with
 * layouts, links, the location and its parameters), small enough for the first load (ARCHITECTURE.md
 * "Budgets"). The admin area keeps react-router inside its own chunk (web/admin/app/admin-area.tsx);
 * its navigations reach this router too, as every change of the address goes through the history's
 * pushState/replaceState, which this module reports. A navigation of ours carries a key in
 * history.state (as react-router's do); the first page of a visit has the key 'default'.
 */

export type Location = { pathname: string; search: string; hash: string; key: string };
export type Params = Record<string, string | undefined>;

/** A route of a table: a layout (children, no path), an index page or a page at a path. */
export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
};

export type RouteMatch<R extends RouteObject> = { route: R; params: Params };

// ——— The location ———

const LocationContext = createContext<Location | null>(null);
const changeEvent = 'app:locationchange';

function keyOf(state: unknown): string {
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

let snapshot: Location | undefined;
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const key = keyOf(window.history.state);
  const last = snapshot;
  if (last?.pathname === pathname && last.search === search && last.hash === hash && last.key === key) return last;
  snapshot = { pathname, search, hash, key };
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

// Every pushState/replaceState, ours or react-router's in the admin area, is reported once it is done.
if (typeof window !== 'undefined') {
  const history = window.history as History & { __appRouterPatched?: true };
  if (!history.__appRouterPatched) {
    history.__appRouterPatched = true;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        window.dispatchEvent(new Event(changeEvent));
      };
    }
  }
}

/** The browser's address, followed as it changes. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribe, browserLocation, browserLocation);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

function parsePath(path: string): Omit<Location, 'key'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: (searchAt >= 0 ? rest.slice(0, searchAt) : rest) || '/',
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/** One fixed address: the server's render. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => ({ ...parsePath(location), key: 'default' }), [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation buiten een router');
  return location;
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

const createKey = () => Math.random().toString(36).slice(2, 10);

export type NavigateOptions = { replace?: boolean };

/** To a path of the site (a new history entry, or in place of the current one), or `delta` steps through the history. */
export function navigate(to: string | number, { replace = false }: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const state = { key: createKey() };
  if (replace) window.history.replaceState(state, '', to);
  else window.history.pushState(state, '', to);
}

export const useNavigate = () => navigate;

// ——— The route table ———

type Branch<R extends RouteObject> = { path: string; routes: R[]; score: number };

function trimEnd(path: string, char: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === char) end -= 1;
  return path.slice(0, end);
}

function joinPaths(base: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${trimEnd(base, '/')}/${path}`;
}

/** react-router's ranking: static segments before parameters before a splat, whatever the order of the table. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let value = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    value += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return value;
}

function branchesOf<R extends RouteObject>(table: R[], parents: R[] = [], base = ''): Branch<R>[] {
  const branches: Branch<R>[] = [];
  for (const route of table) {
    const path = route.path === undefined ? base : joinPaths(base, route.path);
    const routes = [...parents, route];
    if (route.children?.length) branches.push(...branchesOf(route.children as R[], routes, path));
    if (route.index || route.path !== undefined) {
      const full = path || '/';
      branches.push({ path: full, routes, score: score(full, route.index === true) });
    }
  }
  return branches;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The path's parameters when it matches the pattern (a trailing slash allowed, as react-router matches).
 * Case-sensitive, as the server is: it sends '/LEDEN' to '/leden' (server/site/web-app.ts).
 */
export function matchPath(pattern: string, pathname: string): Params | undefined {
  const names: string[] = [];
  const splat = pattern.endsWith('*');
  let source = `^${`/${trimEnd(splat ? pattern.slice(0, -1) : pattern, '/')}`
    .replace(/^\/+/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    })}`;
  if (splat) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  const found = new RegExp(source).exec(pathname);
  if (!found) return undefined;
  const params: Params = {};
  names.forEach((name, at) => {
    const value = found[at + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return params;
}

/** The routes, outermost first, that the path matches in the table; none when no page matches. */
export function matchRoutes<R extends RouteObject>(table: R[], pathname: string): RouteMatch<R>[] | null {
  const branches = branchesOf(table)
    .map((branch, order) => ({ ...branch, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  for (const branch of branches) {
    const params = matchPath(branch.path, pathname);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

type RouteContextValue = { params: Params; outlet: ReactNode };
const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

function renderMatches(matches: RouteMatch<RouteObject>[], at: number): ReactNode {
  const match = matches[at];
  if (!match) return null;
  const outlet = renderMatches(matches, at + 1);
  return (
    <RouteContext.Provider value={{ params: match.params, outlet }}>
      {match.route.element === undefined ? outlet : match.route.element}
    </RouteContext.Provider>
  );
}

/** The element of the route the current path matches, in its layouts (each shows it in its <Outlet />). */
export function useRoutes(table: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(table, pathname), [table, pathname]);
  return matches ? renderMatches(matches, 0) : null;
}

/** Where a layout shows the route below it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

// ——— Links ———

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

const handledByTheRouter = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

/** A link that works without scripts; a plain click stays in the app, a modified one opens as the browser does. */
export function Link({ to, replace, onClick, ...props }: LinkProps) {
  const location = useLocation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!handledByTheRouter(event, props.target) || props.download !== undefined) return;
        event.preventDefault();
        // A link to the page shown replaces it rather than stacking it again, as react-router does.
        const here = `${location.pathname}${location.search}${location.hash}`;
        navigate(to, { replace: replace ?? here === to });
      }}
    />
  );
}

/** A link that marks itself `active` and `aria-current="page"` on its page (`end`: not on the pages below it). */
export function NavLink({ end = false, className, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const { to } = props;
  const active = pathname === to || (!end && to !== '/' && pathname.startsWith(to.endsWith('/') ? to : `${to}/`));
  return (
    <Link
      {...props}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}
