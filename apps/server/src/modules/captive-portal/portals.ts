import { and, asc, count, eq } from 'drizzle-orm';
import { PORTAL_DEFAULTS, type TCaptivePortal } from '@ared/contract/captive-portal';
import type { Db } from '../../db/client';
import { deleteLogosNoPortalUses } from './logos';
import { captivePortals } from './schema';
import { routers } from '../routers/schema';
import type { FileStore } from '../../lib/file-store';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';

type PortalRow = { portal: typeof captivePortals.$inferSelect; serialNumber: string };
export type PortalChanges = Partial<
  Pick<
    typeof captivePortals.$inferInsert,
    'name' | 'primaryMessage' | 'backgroundColor' | 'showConnectMessage'
  >
> & { logoKey?: string | null };

const toPortal = (files: FileStore, { portal, serialNumber }: PortalRow): TCaptivePortal => ({
  id: portal.id,
  name: portal.name,
  primary_message: portal.primaryMessage,
  background_color: portal.backgroundColor,
  logo: portal.logoKey ? files.url(portal.logoKey) : null,
  show_connect_message: portal.showConnectMessage,
  router: { id: portal.routerId, serial_number: serialNumber },
  created: portal.created.toISOString(),
  updated: portal.updated.toISOString(),
});

/** A portal belongs to the partner its router belongs to now (decision 029). */
const ofPartner = (partnerId: number) => eq(routers.partnerId, partnerId);

const withRouter = (db: Db) =>
  db
    .select({ portal: captivePortals, serialNumber: routers.serialNumber })
    .from(captivePortals)
    .innerJoin(routers, eq(routers.id, captivePortals.routerId))
    .$dynamic();

/** The partner's portals in router serial order: stable across edits, so a saved row stays on its page. */
export function portalListSource(db: Db, files: FileStore, partnerId: number): ListSource<TCaptivePortal> {
  return {
    count: async () => {
      const [total] = await db
        .select({ n: count() })
        .from(captivePortals)
        .innerJoin(routers, eq(routers.id, captivePortals.routerId))
        .where(ofPartner(partnerId));
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await withRouter(db)
        .where(ofPartner(partnerId))
        .orderBy(asc(routers.serialNumber), asc(captivePortals.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map((row) => toPortal(files, row)) };
    },
  };
}

async function portalRow(db: Db, partnerId: number, id: number): Promise<PortalRow> {
  const [row] = await withRouter(db)
    .where(and(eq(captivePortals.id, id), ofPartner(partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One of the partner's portals; another partner's id answers 404 like one that does not exist. */
export async function getPortal(db: Db, files: FileStore, partnerId: number, id: number) {
  return toPortal(files, await portalRow(db, partnerId, id));
}

/** Checks the portal is the partner's before any upload is stored. */
export async function assertOwnPortal(db: Db, partnerId: number, id: number): Promise<void> {
  await portalRow(db, partnerId, id);
}

/**
 * Applies the changes and deletes the logo they replace (a key names one content for good, decision 025,
 * so a new logo is a new key and the old bytes would be left behind otherwise) unless another portal was
 * given the same design and still shows it.
 */
export async function updatePortal(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  id: number,
  changes: PortalChanges,
): Promise<TCaptivePortal> {
  const before = await portalRow(db, partnerId, id);
  const [updated] = await db
    .update(captivePortals)
    .set({ ...changes, updated: new Date() })
    .where(eq(captivePortals.id, id))
    .returning();
  if (!updated) throw notFound();
  const oldLogo = before.portal.logoKey;
  if ('logoKey' in changes && oldLogo && oldLogo !== changes.logoKey)
    await deleteLogosNoPortalUses({ db, files }, [oldLogo]);
  return toPortal(files, { portal: updated, serialNumber: before.serialNumber });
}

/** Reset: back to the spec's defaults, the logo dropped and its bytes deleted. */
export const resetPortal = (deps: { db: Db; files: FileStore }, partnerId: number, id: number) =>
  updatePortal(deps, partnerId, id, {
    name: PORTAL_DEFAULTS.name,
    primaryMessage: PORTAL_DEFAULTS.primary_message,
    backgroundColor: PORTAL_DEFAULTS.background_color,
    showConnectMessage: PORTAL_DEFAULTS.show_connect_message,
    logoKey: null,
  });
