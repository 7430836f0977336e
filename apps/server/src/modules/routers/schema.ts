import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/**
 * A box ("mini server"). partner_id is null once a partner unassigns itself. The box catalogue is a Citus
 * reference table (decision 083): its realm, SME and kiosk are the partner's distributed rows, which a
 * reference table may not reference, so those columns carry no foreign key; the product never deletes a
 * realm, an SME or a kiosk, and unassigning a box clears them.
 */
export const routers = pgTable(
  'routers',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    serialNumber: text('serial_number').notNull().unique(),
    imei: text('imei'),
    ssid: text('ssid'),
    locationName: text('location_name'),
    /** In Transit, Manufacturer, or another free-text place. */
    location: text('location'),
    osVersionName: text('os_version_name'),
    osVersionId: text('os_version_id'),
    modelNumber: text('model_number'),
    ipAddress: text('ip_address'),
    deployedTo: text('deployed_to'),
    realmId: integer('realm_id'),
    smeId: integer('sme_id'),
    hasBeenAssignedXmrig: boolean('has_been_assigned_xmrig').notNull().default(false),
    nasidentifier: text('nasidentifier'),
    captivePortal: boolean('captive_portal').notNull().default(false),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    kioskId: integer('kiosk_id'),
    superRealm: text('super_realm'),
    functional: boolean('functional').notNull().default(true),
    /** SHA-256 of the box's device key; the key itself is shown once when issued. */
    deviceKeyHash: text('device_key_hash').unique(),
    /**
     * The box's RADIUS shared secret, sealed with the server's key (AES-256-GCM, decision 022): RADIUS
     * needs the secret itself to check and sign packets, so a hash cannot do. Shown once when issued.
     */
    radiusSecretSealed: text('radius_secret_sealed'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routers_partner_idx').on(t.partnerId, t.smeId),
    index('routers_realm_idx').on(t.realmId),
    index('routers_sme_idx').on(t.smeId),
    index('routers_partner_created_idx').on(t.partnerId, t.created, t.id),
  ],
);
