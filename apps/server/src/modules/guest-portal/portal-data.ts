import { and, desc, eq } from 'drizzle-orm';
import { PORTAL_DEFAULTS, PORTAL_PLACEHOLDER_MESSAGE } from '@ared/contract/captive-portal';
import type { TTokenPurchaseOption } from '@ared/contract/vouchers';
import type { Db } from '../../db/client';
import { adverts } from '../adverts/schema';
import { captivePortals } from '../captive-portal/schema';
import { partners } from '../partners/schema';
import type { FileStore } from '../../lib/file-store';
import type { Box } from '../guest-access';
import { type PortalSurvey, portalSurveyOfRouter } from '../surveys';
import { purchaseTiers } from '../guest-access';
import { planOfRealm, realmPlanAllows } from '../subscriptions';

export type PortalAdvert = {
  id: number;
  title: string;
  adType: 'Image' | 'Video' | 'Link';
  url: string | null;
  youtubeUrl: string | null;
  /** ISO days, both or neither: the advert shows from start to end inclusive. */
  startDate: string | null;
  endDate: string | null;
};
export type { PortalSurvey };
export type PortalQuestion = PortalSurvey['questions'][number];
export type ProfileField = 'age' | 'country' | 'phone' | 'address' | 'gender';

/** Everything a box's portal shows, read once per box every few seconds (pages are rendered from it). */
export type PortalModel = {
  box: Box;
  name: string;
  message: string | null;
  backgroundColor: string;
  logoUrl: string | null;
  adverts: PortalAdvert[];
  survey: PortalSurvey | null;
  profileFields: ProfileField[];
  /** The partner's tiers when its token purchase add-on is on, else none. */
  tiers: TTokenPurchaseOption[];
  openPortal: boolean;
  /** The Queue System add-on is on and the box is in a realm: the portal offers "Take a number". */
  queue: boolean;
  /** The HMS add-on: hotel guests sign in with room number and last name (decision 068). */
  hotelSignIn: boolean;
};

/** A tier whose price is nothing ('0 RWF', '0.00'): the free daily tier. */
export const isFreeTier = (price: string) => /^0+([.,]0+)?(\s|$)/.test(price.trim());

/** Adverts shown at most per page: a guest on a slow link waits for every one. */
const MAX_ADVERTS = 3;

/**
 * The portal's name: the box's design's, else the partner's (issue 29 §5). A design nobody named still
 * holds the builder's placeholder (`Ared Hub`, decision 029), which would greet every partner's guests
 * with a name that is not the place they are in.
 */
export const portalName = (designName: string | undefined, partnerName: string | undefined): string =>
  designName && designName !== PORTAL_DEFAULTS.name ? designName : (partnerName ?? PORTAL_DEFAULTS.name);

async function loadModel(db: Db, files: FileStore, box: Box): Promise<PortalModel> {
  const [design] = await db
    .select()
    .from(captivePortals)
    .where(eq(captivePortals.routerId, box.routerId))
    .limit(1);
  // A box in a Starter SME's realm shows the default design, whatever was saved before (decision 069).
  const portal = realmPlanAllows(await planOfRealm(db, box.realmId), 'custom_portal') ? design : undefined;
  const [partner] = await db.select().from(partners).where(eq(partners.id, box.partnerId)).limit(1);
  const realmId = box.realmId;
  // The realm's adverts and survey, and only the box's partner's: a realm has one partner, and the check
  // is repeated so a row can never show on another partner's box.
  const advertRows =
    realmId === null
      ? []
      : await db
          .select()
          .from(adverts)
          .where(
            and(
              eq(adverts.realmId, realmId),
              eq(adverts.partnerId, box.partnerId),
              eq(adverts.isActive, true),
            ),
          )
          .orderBy(desc(adverts.created))
          .limit(50);
  // The survey add-on decides whether guests are asked at all (decision 031).
  const survey = partner?.hasSurveyAddonEnabled ? await portalSurveyOfRouter(db, box.routerId) : null;
  const profileFields: ProfileField[] = partner?.hasWebAppLoginEnabled
    ? (
        [
          ['age', partner.collectAge],
          ['country', partner.collectCountry],
          ['phone', partner.collectPhone],
          ['address', partner.collectAddress],
          ['gender', partner.collectGender],
        ] as const
      )
        .filter(([, on]) => on)
        .map(([field]) => field)
    : [];
  const showMessage = portal?.showConnectMessage ?? PORTAL_DEFAULTS.show_connect_message;
  return {
    box,
    name: portalName(portal?.name, partner?.name),
    message: showMessage ? portal?.primaryMessage || PORTAL_PLACEHOLDER_MESSAGE : null,
    backgroundColor: portal?.backgroundColor ?? PORTAL_DEFAULTS.background_color,
    logoUrl: portal?.logoKey ? files.url(portal.logoKey) : null,
    adverts: advertRows.map((row) => ({
      id: row.id,
      title: row.title,
      adType: row.adType as PortalAdvert['adType'],
      url: row.fileKey ? files.url(row.fileKey) : null,
      youtubeUrl: row.youtubeUrl,
      startDate: row.startDate,
      endDate: row.endDate,
    })),
    survey,
    profileFields,
    tiers: partner?.hasTokenPurchaseAddonEnabled ? await purchaseTiers(db, box.partnerId) : [],
    openPortal: partner?.hasOpenCaptivePortal ?? false,
    queue: (partner?.hasQueueManagementAddonEnabled ?? false) && realmId !== null,
    hotelSignIn: (partner?.hasHmsAddonEnabled ?? false) && realmId !== null,
  };
}

/**
 * A Link advert plays from YouTube, which the box's walled garden lets through only once the guest is
 * logged in: before that it is a grey box that never loads. Image and Video adverts are files the portal's
 * own host serves, so they load before login.
 */
export const needsInternet = (advert: PortalAdvert): boolean => advert.adType === 'Link';

/** Which page shows an advert: the connect step (before login) or the success page (after). */
export type AdvertStage = 'connect' | 'done';

/**
 * The adverts showing today (UTC day: no dates, or today within start..end) on one page: the ones that need
 * the internet only after login (decision 053).
 */
export function advertsShowing(model: PortalModel, today: string, stage: AdvertStage): PortalAdvert[] {
  return model.adverts
    .filter((a) => a.startDate === null || (a.startDate <= today && today <= (a.endDate ?? today)))
    .filter((a) => needsInternet(a) === (stage === 'done'))
    .slice(0, MAX_ADVERTS);
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Portal models by router, kept 5 s: a busy box's guests (and a flood of reloads) cost one set of reads
 * per box every 5 s, and a partner's change shows within 5 s. One read per box at a time.
 */
export function createPortalModels(db: Db, files: FileStore) {
  const cache = new Map<number, { model: PortalModel; expires: number }>();
  const loading = new Map<number, Promise<PortalModel>>();
  return {
    async of(box: Box): Promise<PortalModel> {
      const hit = cache.get(box.routerId);
      if (hit && hit.expires > Date.now() && hit.model.box === box) return hit.model;
      const running = loading.get(box.routerId);
      if (running) return running;
      const flight = loadModel(db, files, box)
        .then((model) => {
          if (cache.size >= MAX_ENTRIES) cache.clear();
          cache.set(box.routerId, { model, expires: Date.now() + TTL_MS });
          return model;
        })
        .finally(() => loading.delete(box.routerId));
      loading.set(box.routerId, flight);
      return flight;
    },
    clear: () => cache.clear(),
  };
}
export type PortalModels = ReturnType<typeof createPortalModels>;
