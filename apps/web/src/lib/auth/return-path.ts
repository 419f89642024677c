import { privateRoutesFor, type TRole } from '@frs/contract';
import { matchPath } from 'react-router';

/**
 * The page a visitor asked for before logging in ("deep link"): a private page opened without a session, or open
 * when the session ended, sends the visitor to the login page with the page in `?next=`, and the login goes there
 * instead of the home screen. Only a path of this site that is a private route the user's role may use is followed;
 * anything else (another site, "//evil.example", a public page, a screen of another role) lands on the home screen.
 */
export const RETURN_PARAM = 'next';

/** The login page that returns to `location` afterwards. */
export function loginPathReturningTo(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams({ [RETURN_PARAM]: `${location.pathname}${location.search}${location.hash}` });
  return `/?${params.toString()}`;
}

/** Where `?next=` points: its path, search and hash if it is a path of this site, else null. */
function sameOriginPath(search: string): URL | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  // A path of this site starts with one slash; "//host" and "/\host" are another site's address to a browser.
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const base = 'http://this.site';
  try {
    const url = new URL(next, base);
    return url.origin === base ? url : null;
  } catch {
    return null;
  }
}

/** The pathname `?next=` asks for (any role): the screen to preload while the visitor types. */
export function requestedPathname(search: string): string | undefined {
  return sameOriginPath(search)?.pathname;
}

/** The page to go to after logging in as `role`: the one asked for, if the role may open it, else null. */
export function returnPathFor(search: string, role: TRole): string | null {
  const url = sameOriginPath(search);
  if (!url) return null;
  const allowed = privateRoutesFor(role).some((route) => matchPath(route.path, url.pathname) !== null);
  return allowed ? `${url.pathname}${url.search}${url.hash}` : null;
}
