import { matchPath, useLocation } from '@suite/sdk/web';

/**
 * A parameter of one of this module's paths, e.g. [['/join/:sessionId', 'sessionId'],
 * ['/sessions/:id', 'id']]. The shell renders module pages under its catch-all route, so
 * useParams() does not know the module's own parameters: match the path here instead.
 */
export function useRouteParam(patterns: readonly (readonly [path: string, param: string])[]): string {
  const { pathname } = useLocation();
  for (const [path, param] of patterns) {
    const value = matchPath({ path, end: true }, pathname)?.params[param];
    if (value) return value;
  }
  return '';
}
