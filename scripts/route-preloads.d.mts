/** A route path ('/realms/:id/details') as an anchored pattern over a pathname; a trailing slash is allowed. */
export function pathPattern(path: any): string;
/** `[{ path, pattern, files }]`: each route's chunk files (under the build root) not already the entry's. */
export function routePreloads(manifest: any, routes: any): any;
export function writeRoutePreloads(dist: any): void;
