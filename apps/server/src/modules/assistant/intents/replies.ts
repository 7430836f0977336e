import type { TAssistantTimeRange } from '@ared/contract/assistant';
import type { Language } from './understand';

/**
 * The offline answers' sentences in the three languages the intents understand. Structured results keep
 * their English titles and keys (they are the dashboard's words, which is in English); the sentence that
 * leads them follows the question's language.
 */
type Phrases = {
  range: Record<TAssistantTimeRange, string>;
  summary: (range: string) => string;
  wifi: (range: string) => string;
  allOnline: string;
  offline: (offline: number, total: number) => string;
  boxOnline: (serial: string) => string;
  boxOffline: (serial: string, since: string | null) => string;
  unknownBox: (box: string) => string;
  billing: (overdue: number, unpaid: number) => string;
  support: (tickets: number, alerts: number) => string;
  help: string;
  noHelp: string;
  greeting: string;
  signIn: string;
  unknown: string;
};

const NEVER = { en: 'never reported', fr: "n'a jamais répondu", rw: 'ntiyigeze yohereza amakuru' };

export const PHRASES: Record<Language, Phrases> = {
  en: {
    range: { today: 'today', '7days': 'the last 7 days', '30days': 'the last 30 days' },
    summary: (range) => `Here is your summary for ${range}.`,
    wifi: (range) => `Here is your Wi-Fi usage for ${range}.`,
    allOnline: 'None of your boxes is offline.',
    offline: (n, total) => `${n} of your ${total} boxes ${n === 1 ? 'is' : 'are'} offline.`,
    boxOnline: (serial) => `Box ${serial} is online.`,
    boxOffline: (serial, since) => `Box ${serial} is offline (${since ? `last seen ${since}` : NEVER.en}).`,
    unknownBox: (box) =>
      `I don't know a box called ${box}. Check the serial number or SSID on the Routers page.`,
    billing: (overdue, unpaid) =>
      `${overdue} SME${overdue === 1 ? ' has' : 's have'} an overdue billing; ${unpaid} subscription billing${unpaid === 1 ? ' is' : 's are'} unpaid.`,
    support: (tickets, alerts) =>
      `You have ${tickets} open support ticket${tickets === 1 ? '' : 's'} and ${alerts} open alert${alerts === 1 ? '' : 's'}.`,
    help: 'From the help:',
    noHelp: "I couldn't find that in the help. You can chat with an agent.",
    greeting: 'Hello! Ask me about your network, or how to use the dashboard.',
    signIn: 'Sign in to ask about your own network.',
    unknown:
      "I can answer about: today's, 7 days' or 30 days' summary, which boxes are offline, one box by serial number or SSID, Wi-Fi usage, overdue billings, open tickets and alerts, and how to use the dashboard.",
  },
  fr: {
    range: { today: "aujourd'hui", '7days': 'les 7 derniers jours', '30days': 'les 30 derniers jours' },
    summary: (range) => `Voici votre résumé pour ${range}.`,
    wifi: (range) => `Voici l'utilisation du Wi-Fi pour ${range}.`,
    allOnline: 'Aucun de vos boîtiers n’est hors ligne.',
    offline: (n, total) => `${n} de vos ${total} boîtiers ${n === 1 ? 'est' : 'sont'} hors ligne.`,
    boxOnline: (serial) => `Le boîtier ${serial} est en ligne.`,
    boxOffline: (serial, since) =>
      `Le boîtier ${serial} est hors ligne (${since ? `vu pour la dernière fois ${since}` : NEVER.fr}).`,
    unknownBox: (box) =>
      `Je ne connais aucun boîtier nommé ${box}. Vérifiez le numéro de série ou le SSID sur la page Routers.`,
    billing: (overdue, unpaid) =>
      `${overdue} PME ont une facturation en retard ; ${unpaid} facturation(s) d'abonnement impayée(s).`,
    support: (tickets, alerts) =>
      `Vous avez ${tickets} ticket(s) de support ouvert(s) et ${alerts} alerte(s) ouverte(s).`,
    help: "D'après l'aide :",
    noHelp: "Je n'ai pas trouvé cela dans l'aide. Vous pouvez discuter avec un agent.",
    greeting: 'Bonjour ! Posez-moi une question sur votre réseau ou sur le tableau de bord.',
    signIn: 'Connectez-vous pour interroger votre propre réseau.',
    unknown:
      "Je peux répondre sur : le résumé du jour, des 7 ou 30 derniers jours, les boîtiers hors ligne, un boîtier par numéro de série ou SSID, l'utilisation du Wi-Fi, les facturations en retard, les tickets et alertes ouverts, et l'utilisation du tableau de bord.",
  },
  rw: {
    range: { today: 'uyu munsi', '7days': 'iminsi 7 ishize', '30days': 'iminsi 30 ishize' },
    summary: (range) => `Dore incamake y’${range}.`,
    wifi: (range) => `Dore uko Wi-Fi yakoreshejwe: ${range}.`,
    allOnline: 'Nta routeri yawe iri hanze y’umurongo.',
    offline: (n, total) => `Routeri ${n} muri ${total} ntiziri ku murongo.`,
    boxOnline: (serial) => `Routeri ${serial} iri ku murongo.`,
    boxOffline: (serial, since) =>
      `Routeri ${serial} ntiri ku murongo (${since ? `yaherukaga kuboneka ${since}` : NEVER.rw}).`,
    unknownBox: (box) => `Nta routeri yitwa ${box} nzi. Reba nimero cyangwa SSID kuri paji ya Routers.`,
    billing: (overdue, unpaid) =>
      `SME ${overdue} zifite ibirarane; inyemezabuguzi ${unpaid} z'ifatabuguzi zitarishyurwa.`,
    support: (tickets, alerts) => `Ufite amatike ${tickets} afunguye n'impuruza ${alerts} zifunguye.`,
    help: 'Ubufasha buravuga:',
    noHelp: 'Ibyo sinabibonye mu bufasha. Ushobora kuvugana n’umukozi wacu.',
    greeting: 'Muraho! Mbaza ibijyanye n’umuyoboro wawe cyangwa uko dashboard ikoreshwa.',
    signIn: 'Injira kugira ngo ubaze ibijyanye n’umuyoboro wawe.',
    unknown:
      'Nshobora gusubiza ku: incamake y’uyu munsi, y’iminsi 7 cyangwa 30, routeri zitari ku murongo, routeri imwe ukoresheje nimero cyangwa SSID, ikoreshwa rya Wi-Fi, ibirarane, amatike n’impuruza bifunguye, n’uko dashboard ikoreshwa.',
  },
};
