import type { FastifyRequest } from 'fastify';

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * Django REST style links: the same URL with `page` moved, or null at either end. Only `pagedList` calls
 * it, so every list's links are built one way.
 */
export function pageOf<T>(
  request: FastifyRequest,
  { page, pageSize, count, results }: { page: number; pageSize: number; count: number; results: T[] },
): Page<T> {
  const link = (target: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('page', String(target));
    url.searchParams.set('page_size', String(pageSize));
    return `${url.pathname}${url.search}`;
  };
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    results,
  };
}
