import type { ManifestChunk, WebRoute } from './bundle-budget.mjs';

export type RoutePreload = { path: string; pattern: string; files: string[] };

export function pathPattern(path: string): string;
export function routePreloads(manifest: Record<string, ManifestChunk>, routes: WebRoute[]): RoutePreload[];
export function writeRoutePreloads(dist: string): void;
