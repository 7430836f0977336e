import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { TApplyPortalDesignResponse } from '@ared/contract/captive-portal';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { forbidden, notFound } from '../../lib/http-errors';
import { routers } from '../routers/schema';
import { deleteLogosNoPortalUses } from './logos';
import { captivePortals } from './schema';
import { portalsWithoutCustomPortal } from './plan-rule';

/** Where the design goes: named portals of the partner, or every other portal the partner has. */
export type DesignTargets = { portals: number[] } | { all: true };

/** The partner's portal ids, as a subquery: a portal is its router's partner's (decision 029). */
const partnerPortalIds = (db: Db, partnerId: number) =>
  db
    .select({ id: captivePortals.id })
    .from(captivePortals)
    .innerJoin(routers, eq(routers.id, captivePortals.routerId))
    .where(eq(routers.partnerId, partnerId));

/**
 * Copies the source portal's design (name, message, colour, connect message, logo) onto the targets in one
 * statement, in one transaction (issue 29 §4: one design for many boxes). The source row is locked first (with the
 * named targets), so a Customize of the source running at the same time is either wholly before (its new
 * design is copied) or wholly after (it finds its old logo still used by the targets and keeps its bytes). Every named target
 * must be the partner's: one that is not (another partner's, or none) answers 404 and nothing changes. The
 * logos the targets had are deleted afterwards when no portal uses them any more; the copied logo is shared
 * by key, not duplicated.
 */
export async function applyPortalDesign(
  { db, files }: { db: Db; files: FileStore },
  partnerId: number,
  sourceId: number,
  targets: DesignTargets,
): Promise<TApplyPortalDesignResponse> {
  const named = 'portals' in targets ? [...new Set(targets.portals)].filter((id) => id !== sourceId) : null;
  const { applied, replacedLogos } = await db.transaction(async (tx) => {
    // Every row the statement changes, and the source, locked in id order first: two designs applied at
    // once across each other's boxes wait for one another instead of deadlocking.
    const locked = await tx
      .select({ portal: captivePortals })
      .from(captivePortals)
      .innerJoin(routers, eq(routers.id, captivePortals.routerId))
      .where(
        and(
          eq(routers.partnerId, partnerId),
          named ? inArray(captivePortals.id, [sourceId, ...named]) : undefined,
        ),
      )
      .orderBy(asc(captivePortals.id))
      .for('update', { of: captivePortals });
    const source = locked.find((row) => row.portal.id === sourceId);
    // Another partner's id is told apart from no id at all by nobody (decision 003): both are 404.
    if (!source || (named && locked.length !== named.length + 1)) throw notFound();
    // Boxes in a Starter SME's realm keep the default design (decision 069): naming one is refused with the
    // plan's 403; 'all' passes them by.
    const targetIds = locked.map((row) => row.portal.id).filter((id) => id !== sourceId);
    const refused = await portalsWithoutCustomPortal(tx, targetIds);
    const [firstRefusal] = refused.values();
    if (named && firstRefusal) throw forbidden(firstRefusal);
    const scope = and(
      inArray(captivePortals.id, partnerPortalIds(db, partnerId)),
      ne(captivePortals.id, sourceId),
      named ? inArray(captivePortals.id, named.length > 0 ? named : [0]) : undefined,
      refused.size > 0 ? notInArray(captivePortals.id, [...refused.keys()]) : undefined,
    );
    const before = await tx
      .selectDistinct({ logoKey: captivePortals.logoKey })
      .from(captivePortals)
      .where(and(scope, sql`${captivePortals.logoKey} is not null`));
    const { portal } = source;
    const changed = await tx
      .update(captivePortals)
      .set({
        name: portal.name,
        primaryMessage: portal.primaryMessage,
        backgroundColor: portal.backgroundColor,
        showConnectMessage: portal.showConnectMessage,
        logoKey: portal.logoKey,
        updated: new Date(),
      })
      .where(scope)
      .returning({ id: captivePortals.id });
    return {
      applied: changed.length,
      replacedLogos: before.map((r) => r.logoKey!).filter((key) => key !== portal.logoKey),
    };
  });
  await deleteLogosNoPortalUses({ db, files }, replacedLogos);
  return { applied_count: applied };
}
