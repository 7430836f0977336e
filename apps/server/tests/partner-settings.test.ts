import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_EMPTY, SETTINGS_ONE_FLAG, SPEED_STEP_MESSAGE } from '@ared/contract/partner-settings';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { partnerSettingChanges, partners } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { ADD_ONS_OFF, createPartner, createUser } from './helpers/factories';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

/**
 * GET and PATCH partners/{id}/ (part 2 §7, decision 063) and the settings history: tenant scope, roles, the
 * plan, every kind of bad value (nothing changes), and who changed what and when.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  // Both partners start as a new partner does: every add-on off.
  for (const side of [world.mine, world.theirs])
    await ctx.db.update(partners).set(ADD_ONS_OFF).where(eq(partners.id, side.partner.id));
  staff = await signInWithOtp(ctx, world.mine.staff.email);
});
afterAll(() => ctx.close());

const url = (id: number | string = world.mine.partner.id) => `/v1/partners/${id}/`;
const historyUrl = (query = '', id: number | string = world.mine.partner.id) =>
  `/v1/partners/${id}/settings-history/${query}`;
const get = (path: string, tokens = world.mine.tokens) =>
  ctx.app.inject({ method: 'GET', url: path, headers: bearer(tokens.access) });
const patch = (body: unknown, tokens = world.mine.tokens, id: number | string = world.mine.partner.id) =>
  ctx.app.inject({
    method: 'PATCH',
    url: url(id),
    headers: { ...bearer(tokens.access), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const partnerRow = async (id = world.mine.partner.id) =>
  (await ctx.db.select().from(partners).where(eq(partners.id, id)))[0]!;

describe('GET /v1/partners/{id}/', () => {
  it("answers the partner's flags, Web App Login fields, Auto-Connect and speeds, to the admin and staff", async () => {
    for (const tokens of [world.mine.tokens, staff]) {
      const res = await get(url(), tokens);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: world.mine.partner.id,
        name: world.mine.partner.name,
        routers: world.mine.routers.length,
        total_sms_sent: 0,
        has_survey_addon_enabled: false,
        has_open_captive_portal: false,
        collect_age: false,
        auto_connect_on_qr_scan: false,
        internet_download_speed: null,
        internet_upload_speed: null,
      });
    }
  });

  it("answers another partner's id, an unknown id and a malformed id 404", async () => {
    for (const id of [world.theirs.partner.id, 999_999, 'abc'])
      expect((await get(url(id))).json()).toEqual({ detail: 'Not found.' });
  });
});

describe('PATCH /v1/partners/{id}/', () => {
  it('turns one add-on on and off, and records who did it, when, from what to what', async () => {
    const on = await patch({ has_survey_addon_enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ has_survey_addon_enabled: true, speed_change: null });
    expect((await partnerRow()).hasSurveyAddonEnabled).toBe(true);
    expect((await patch({ has_survey_addon_enabled: false })).json()).toMatchObject({
      has_survey_addon_enabled: false,
    });
    const history = (await get(historyUrl('?field=has_survey_addon_enabled'))).json();
    expect(history.count).toBe(2);
    expect(history.results[0]).toMatchObject({
      changed_by: { id: world.mine.admin.id, email: world.mine.admin.email },
      changes: [{ field: 'has_survey_addon_enabled', from: true, to: false }],
      speed_change: null,
    });
    expect(history.results[1].changes).toEqual([
      { field: 'has_survey_addon_enabled', from: false, to: true },
    ]);
    expect(Date.parse(history.results[0].changed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('changes the Web App Login fields together, and Auto-Connect with the speeds (Mbps, step 0.1)', async () => {
    const collect = await patch({ collect_age: true, collect_phone: true, collect_gender: false });
    expect(collect.json()).toMatchObject({ collect_age: true, collect_phone: true, collect_gender: false });
    const speeds = await patch({
      auto_connect_on_qr_scan: true,
      internet_download_speed: 12.5,
      // 0.1 + 0.2 in a browser: three tenths, stored as 0.3.
      internet_upload_speed: 0.30000000000000004,
    });
    expect(speeds.statusCode, speeds.body).toBe(200);
    expect(speeds.json()).toMatchObject({
      auto_connect_on_qr_scan: true,
      internet_download_speed: 12.5,
      internet_upload_speed: 0.3,
      // No live session: no box to tell.
      speed_change: { sessions: 0, acknowledged: 0, refused: 0, unanswered: 0 },
    });
    const row = await partnerRow();
    expect([row.internetDownloadSpeed, row.internetUploadSpeed, row.collectAge]).toEqual([12.5, 0.3, true]);
    // Back to unlimited (the reset), and 0 and the highest limit are values too.
    expect((await patch({ internet_download_speed: null, internet_upload_speed: 0 })).json()).toMatchObject({
      internet_download_speed: null,
      internet_upload_speed: 0,
    });
    expect((await patch({ internet_download_speed: 4294.9 })).statusCode).toBe(200);
  });

  it('admins saving at once: every change recorded, each one "from" the value the one before set', async () => {
    await patch({ has_entertainment_enabled: false });
    const second = await createUser(ctx.db, { partnerId: world.mine.partner.id });
    const other = await signInWithOtp(ctx, second.email);
    const saves = Array.from({ length: 8 }, (_, i) =>
      patch({ has_entertainment_enabled: i % 2 === 0 }, i % 2 === 0 ? world.mine.tokens : other),
    );
    for (const res of await Promise.all(saves)) expect(res.statusCode, res.body).toBe(200);
    const history = (await get(historyUrl('?field=has_entertainment_enabled&page_size=50'))).json();
    const chain = (history.results as { changes: { from: boolean; to: boolean }[] }[])
      .map((r) => r.changes[0]!)
      .reverse();
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.from).toBe(chain[i - 1]!.to);
    expect(chain.at(-1)!.to).toBe((await partnerRow()).hasEntertainmentEnabled);
  });

  it('records nothing when every value sent is the one already set', async () => {
    await patch({ has_hms_addon_enabled: true });
    const before = await ctx.db.$count(partnerSettingChanges);
    expect((await patch({ has_hms_addon_enabled: true })).statusCode).toBe(200);
    expect(await ctx.db.$count(partnerSettingChanges)).toBe(before);
  });

  it('is a partner admin action: staff get 403 and nothing changes', async () => {
    const before = await databaseDigest(ctx.db);
    const res = await patch({ has_survey_addon_enabled: true }, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can change the partner settings.' });
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it("answers another partner's id 404 and changes nothing of theirs", async () => {
    const before = await databaseDigest(ctx.db);
    for (const id of [world.theirs.partner.id, 999_999, 'abc']) {
      const res = await patch({ has_survey_addon_enabled: true }, world.mine.tokens, id);
      expect(res.statusCode).toBe(404);
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
    expect((await partnerRow(world.theirs.partner.id)).hasSurveyAddonEnabled).toBe(false);
  });

  it('is not in the Kiosk plan (the Shiriki Add-On page)', async () => {
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const admin = await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: kiosk.id })).email);
    const res = await patch({ has_survey_addon_enabled: true }, admin, kiosk.id);
    expect([res.statusCode, res.json()]).toEqual([403, { detail: PLAN_NOT_INCLUDED }]);
    expect((await get(url(kiosk.id), admin)).statusCode).toBe(200);
  });

  const fieldErrors: [string, unknown, Record<string, string[]>][] = [
    ['negative speed', { internet_download_speed: -1 }, { internet_download_speed: [expect.any(String)] }],
    ['wrong step', { internet_upload_speed: 10.05 }, { internet_upload_speed: [SPEED_STEP_MESSAGE] }],
    ['huge speed', { internet_download_speed: 1e308 }, { internet_download_speed: [expect.any(String)] }],
    [
      'above the most a box reads',
      { internet_download_speed: 4295 },
      { internet_download_speed: [expect.any(String)] },
    ],
    [
      'speed as text',
      { internet_download_speed: '10' },
      { internet_download_speed: ['A valid number is required.'] },
    ],
    [
      'flag as text',
      { has_survey_addon_enabled: 'true' },
      { has_survey_addon_enabled: ['Must be a valid boolean.'] },
    ],
    ['flag as null', { collect_age: null }, { collect_age: ['This field may not be null.'] }],
    ['unknown field', { name: 'Renamed' }, { name: ['This field cannot be changed here.'] }],
    ['read-only field', { total_sms_sent: 0 }, { total_sms_sent: ['This field cannot be changed here.'] }],
  ];
  it.each(fieldErrors)('%s: 400 with field errors, nothing changes', async (_label, body, errors) => {
    const before = await databaseDigest(ctx.db);
    const res = await patch(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(errors);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  const details: [string, unknown, string][] = [
    ['empty body', {}, SETTINGS_EMPTY],
    ['two add-on flags', { has_survey_addon_enabled: true, has_hms_addon_enabled: true }, SETTINGS_ONE_FLAG],
    [
      'a flag with the speeds',
      { has_survey_addon_enabled: true, internet_download_speed: 1 },
      SETTINGS_ONE_FLAG,
    ],
    [
      'collect fields with Auto-Connect',
      { collect_age: true, auto_connect_on_qr_scan: true },
      SETTINGS_ONE_FLAG,
    ],
  ];
  it.each(details)('%s: 400 with a detail, nothing changes', async (_label, body, detail) => {
    const before = await databaseDigest(ctx.db);
    const res = await patch(body);
    expect([res.statusCode, res.json()]).toEqual([400, { detail }]);
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });

  it('NUL bytes, numbers too big for JSON, and bodies that are not objects: 400, never 500', async () => {
    const before = await databaseDigest(ctx.db);
    for (const body of [
      '{"has_survey_addon_enabled\\u0000": true}',
      '{"has_survey_addon_enabled": "\\u0000"}',
      '{"internet_download_speed": "1\\u00000"}',
      '{"internet_download_speed": 1e400}',
      '{"internet_download_speed": 99999999999999999999999999999}',
      '[true]',
      'null',
      '"has_survey_addon_enabled"',
      '{"has_survey_addon_enabled": true',
    ]) {
      const res = await patch(body);
      expect(res.statusCode, `${body}: ${res.body}`).toBe(400);
      expect(JSON.stringify(res.json())).not.toMatch(/Invalid input|expected \w+, received/);
    }
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });
});

describe('GET /v1/partners/{id}/settings-history/', () => {
  it('is paginated on the server, newest first, filtered by any of the fields named', async () => {
    for (const on of [true, false, true]) await patch({ has_queue_management_addon_enabled: on });
    const first = (await get(historyUrl('?field=has_queue_management_addon_enabled&page_size=2'))).json();
    expect(first.count).toBe(3);
    expect(first.results.map((r: { changes: { to: boolean }[] }) => r.changes[0]!.to)).toEqual([true, false]);
    expect(first.next).toMatch(/page=2/);
    const second = (await get(first.next as string)).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    const speeds = (await get(historyUrl('?field=internet_download_speed,internet_upload_speed'))).json();
    expect(speeds.results.length).toBeGreaterThan(0);
    for (const entry of speeds.results as { changes: { field: string }[] }[])
      expect(entry.changes.some((c) => c.field.startsWith('internet_'))).toBe(true);
    const all = (await get(historyUrl('?page_size=100'))).json();
    expect(all.count).toBeGreaterThan(first.count);
  });

  it('staff may read it; another partner sees none of it', async () => {
    expect((await get(historyUrl(), staff)).statusCode).toBe(200);
    expect((await get(historyUrl('', world.theirs.partner.id))).statusCode).toBe(404);
    const theirs = await get(historyUrl('', world.theirs.partner.id), world.theirs.tokens);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().count).toBe(0);
  });

  it('refuses a field that is not a setting, and bad pages, with 400', async () => {
    for (const query of ['?field=name', '?field=', '?field=collect_age,%00', '?page=0', '?page_size=1000']) {
      const res = await get(historyUrl(query));
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    }
  });
});
