import { api } from '@suite/sdk/client';

/**
 * Canned answers for stories (Storybook and its story test): screens that read through the API
 * client get fixtures instead of a server. A story file registers `METHOD /path` answers (the path
 * without its query; a trailing `*` matches a prefix); anything not registered goes to the real
 * client as before. Installed once, on first registration.
 */
type Answer = unknown | ((body: unknown) => unknown);
const answers = new Map<string, Answer>();
let installed = false;

export function answerApi(routes: Record<string, Answer>): void {
  for (const [key, value] of Object.entries(routes)) answers.set(key, value);
  if (installed) return;
  installed = true;
  const original = api.request.bind(api);
  api.request = (async (method: string, path: string, options?: { body?: unknown }) => {
    const bare = path.split('?')[0]!;
    const key = `${method.toUpperCase()} ${bare}`;
    const found = answers.get(key) ?? [...answers.entries()].find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1];
    if (found === undefined) return original(method as never, path, options as never);
    return typeof found === 'function' ? (found as (body: unknown) => unknown)(options?.body) : structuredClone(found);
  }) as typeof api.request;
}
