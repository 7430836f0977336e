import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOffline } from '../src/modules/assistant/intents';
import {
  boxNamed,
  languageOf,
  normalise,
  rangeOf,
  understand,
} from '../src/modules/assistant/intents/understand';
import { helpSections, searchHelp } from '../src/modules/assistant/help';
import type { AssistantCaller } from '../src/modules/assistant/tools/types';
import { type TestContext, createTestContext } from './helpers/app';
import { twoPartners } from './helpers/world';

// The offline intents (issue 31 §3): what a message asks, in which language and for which period; the
// help's search; and the anonymous visitor's limits (help only, never a partner's data).

describe('understanding a message', () => {
  it.each([
    ['Which boxes are offline?', 'router_status', 'en'],
    ['Are any routers down?', 'router_status', 'en'],
    ['Quels routeurs sont hors ligne ?', 'router_status', 'fr'],
    ['Mes bornes en panne', 'router_status', 'fr'],
    ['Ni izihe routeri zidakora?', 'router_status', 'rw'],
    ['Routeri zitari ku murongo', 'router_status', 'rw'],
    // Class 6 agreement (ama-routers): a partner's own phrasing, seen on the panel.
    ['Ni ayahe ma routers atari ku murongo?', 'router_status', 'rw'],
    ['Summary of the last 30 days', 'summary', 'en'],
    ['How much money did we make this week?', 'summary', 'en'],
    ['Bilan du mois', 'summary', 'fr'],
    ["Chiffre d'affaires des 7 derniers jours", 'summary', 'fr'],
    ['Nyereka incamake', 'summary', 'rw'],
    ['Amafaranga yinjiye uyu munsi', 'summary', 'rw'],
    ['How many devices used the Wi-Fi today?', 'wifi', 'en'],
    ['Combien de clients connectés ?', 'wifi', 'fr'],
    ['Abakoresha wifi ni bangahe?', 'wifi', 'rw'],
    ['Who owes us? Any overdue billing?', 'billing', 'en'],
    ['Factures en retard', 'billing', 'fr'],
    ['SME zitarishyuye: batishyuye ni izihe?', 'billing', 'rw'],
    ['Open alerts please', 'support', 'en'],
    ['Mes alertes', 'support', 'fr'],
    ['Impuruza zifunguye', 'support', 'rw'],
    ['How do I print vouchers?', 'help', 'en'],
    ['Comment créer un voucher ?', 'help', 'fr'],
    ['Nigute nakora voucher?', 'help', 'rw'],
    ['Bonjour', 'greeting', 'fr'],
    ['Mwaramutse', 'greeting', 'rw'],
    ['What is the meaning of life', 'unknown', 'en'],
  ])('%s → %s (%s)', (message, intent, language) => {
    expect(understand(message)).toMatchObject({ intent, language });
  });

  it('reads the period in the three languages, today when none is named', () => {
    expect(rangeOf(normalise('summary for today'))).toBe('today');
    expect(rangeOf(normalise('offline boxes'))).toBe('today');
    for (const text of [
      'last 7 days',
      'this week',
      '7days',
      'les 7 derniers jours',
      'cette semaine',
      'iminsi 7',
      'icyumweru',
    ])
      expect(rangeOf(normalise(text)), text).toBe('7days');
    for (const text of ['last 30 days', 'this month', 'ce mois', '30 jours', 'iminsi 30', 'ukwezi'])
      expect(rangeOf(normalise(text)), text).toBe('30days');
  });

  it('finds the box a question names by serial or SSID, never a period or a plain number', () => {
    expect(boxNamed('How is KGC02400037 doing?')).toBe('KGC02400037');
    expect(boxNamed('status of Kigali_WiFi_3?')).toBe('Kigali_WiFi_3');
    expect(boxNamed('État de "Lobby AP" ?')).toBe('Lobby AP');
    expect(boxNamed('summary for 7days')).toBeNull();
    expect(boxNamed('vouchers of the last 30 days')).toBeNull();
    expect(understand('Is KGC02400037 online?')).toMatchObject({ intent: 'box_health', box: 'KGC02400037' });
    // Billing and tickets questions keep their intent even with a code in them.
    expect(understand('Unpaid invoices of SME-12AB').intent).toBe('billing');
  });

  it('answers in the language the question uses most', () => {
    expect(languageOf(normalise('Y a-t-il des tickets ouverts ?'))).toBe('fr');
    expect(languageOf(normalise("Mpa incamake y'uyu munsi"))).toBe('rw');
    expect(languageOf(normalise('Which boxes are offline?'))).toBe('en');
  });
});

describe('the help', () => {
  it('is the partners’ help text, every page split into titled sections', () => {
    const sections = helpSections();
    expect(new Set(sections.map((s) => s.file)).size).toBeGreaterThanOrEqual(6);
    for (const s of sections) expect(s.text.length, s.heading).toBeGreaterThan(80);
  });

  it.each([
    ['How do I revoke a voucher?', 'Revoking a voucher'],
    ['forgot password', 'Forgot your password'],
    ['how to register a new SME', 'Registering an SME'],
    ['download a report as pdf', 'Downloading a report'],
    ['talk to a person', 'Talking to a person'],
    ['which boxes are offline', 'Offline boxes'],
  ])('finds "%s" in "%s"', (query, heading) => {
    expect(searchHelp(query)[0]?.heading).toBe(heading);
  });

  it('finds nothing for words the help does not use', () => {
    expect(searchHelp('the of and')).toEqual([]);
    expect(searchHelp('zebra quantum')).toEqual([]);
  });
});

describe('the anonymous visitor', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof twoPartners>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    world = await twoPartners(ctx);
  });
  afterAll(() => ctx.close());
  const anonymous: AssistantCaller = { kind: 'anonymous' };

  it('gets help answers and an invitation to sign in, never a partner’s data, whatever it asks', async () => {
    const serial = world.mine.routers[0]!.serialNumber;
    for (const message of [
      'Which boxes are offline?',
      `How is ${serial} doing?`,
      'Summary for the last 30 days',
      'Factures en retard',
      'Hari amatike afunguye?',
    ]) {
      const answer = await answerOffline(ctx.app.deps, anonymous, { message }, new Date());
      expect(answer.reply, message).not.toContain(serial);
      expect(answer.reply, message).toMatch(/^(Sign in|Connectez-vous|Injira)/);
      for (const r of answer.results) expect(Object.keys(r.rows[0]!), message).toEqual(['topic', 'answer']);
    }
    // A quick reply asks for data by its intents: still the help desk only.
    const quick = await answerOffline(
      ctx.app.deps,
      anonymous,
      { message: '', intents: ['summary', 'router_status'], time_range: '7days' },
      new Date(),
    );
    expect(quick.results.every((r) => r.link === null && r.window === null)).toBe(true);
  });

  it('is answered from the help when it asks how to do something', async () => {
    const answer = await answerOffline(
      ctx.app.deps,
      anonymous,
      { message: 'How do I create vouchers?' },
      new Date(),
    );
    expect(answer.results[0]!.title).toBe('Creating vouchers');
    expect(answer.reply).toMatch(/^From the help: Open Vouchers and choose Create\./);
  });

  it('a signed-in user’s message that no intent reads gets the list of what can be asked', async () => {
    const caller: AssistantCaller = {
      kind: 'user',
      userId: world.mine.admin.id,
      role: 'partner_admin',
      partnerId: world.mine.partner.id,
      smeId: null,
    };
    const answer = await answerOffline(ctx.app.deps, caller, { message: 'zebra quantum' }, new Date());
    expect(answer).toEqual({ reply: expect.stringMatching(/^I can answer about:/), results: [] });
  });
});
