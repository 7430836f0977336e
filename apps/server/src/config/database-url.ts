import { z } from 'zod/mini';

/** What postgres.js accepts for `target_session_attrs` (the server it keeps among the URL's hosts). */
const SESSION_ATTRS = ['read-write', 'read-only', 'primary', 'standby', 'prefer-standby'];

/**
 * DATABASE_URL: `postgres://` or `postgresql://`, with one host or several separated by commas
 * (`postgres://app@db1:5432,db2:5432/ared?target_session_attrs=read-write`, as libpq and postgres.js read
 * it): the replicas then connect to whichever takes writes, and to the standby once it is promoted
 * (decision 082). The WHATWG URL parser refuses a list of hosts, so the first stands in for all while the
 * rest is checked, and each host's port must be a number.
 */
export const ZDatabaseUrlSchema = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = databaseUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

function databaseUrlProblem(value: string): string | null {
  const match = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/.exec(value);
  if (!match) return 'must be a URL starting with postgres:// or postgresql://';
  const [, scheme, credentials, hostList = '', rest] = match;
  const hosts = hostList.split(',');
  if (hosts.some((host) => !/^(\[[0-9a-fA-F:.]+\]|[^:[\]]+)(:\d{1,5})?$/.test(host)))
    return 'must name each host as host or host:port, separated by commas';
  let url: URL;
  try {
    url = new URL(`${scheme}${credentials !== undefined ? `${credentials}@` : ''}${hosts[0]}${rest}`);
  } catch {
    return 'must be a URL starting with postgres:// or postgresql://';
  }
  const attrs = url.searchParams.get('target_session_attrs');
  if (attrs !== null && !SESSION_ATTRS.includes(attrs))
    return `target_session_attrs must be one of ${SESSION_ATTRS.join(', ')}`;
  return null;
}
