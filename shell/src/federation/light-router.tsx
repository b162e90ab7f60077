import { forwardRef, type AnchorHTMLAttributes } from 'react';
import type { Location, NavigateOptions, Path, To } from 'react-router-dom';

/**
 * What a standalone public page (standalone-entry.tsx) uses of 'react-router-dom', put in its
 * place by that entry's build (webpack.config.js): links and navigate() load the other page from
 * the server, where the app or that page's own entry answers it. The page has one address, so there
 * is no router state to keep. The real router is about 13 KB gzipped of a demo room's budget.
 */
const href = (to: To): string => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

export function createPath(path: Partial<Path>): string {
  return href(path);
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: To; replace?: boolean; state?: unknown; reloadDocument?: boolean; preventScrollReset?: boolean; relative?: string; viewTransition?: boolean };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace: _replace, state: _state, reloadDocument: _reload, preventScrollReset: _scroll, relative: _relative, viewTransition: _transition, ...rest }, ref) {
  return <a ref={ref} href={href(to)} {...rest} />;
});

export const NavLink = Link;

export function useNavigate() {
  return (to: To | number, options?: NavigateOptions) => {
    if (typeof to === 'number') history.go(to);
    else if (options?.replace) location.replace(href(to));
    else location.assign(href(to));
  };
}

export function useLocation(): Location {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: null, key: 'default' };
}

export function useParams(): Record<string, string | undefined> {
  return {};
}
