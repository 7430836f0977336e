import type { PortalLanguage } from './i18n';

/** Why a payment did not go through, in the mobile-money module's words (its PaymentFailure). */
export type PurchaseFailure =
  'declined' | 'insufficient_funds' | 'timeout' | 'provider_unavailable' | 'invalid_phone';

type PurchaseTexts = {
  buy: string;
  payTitle: string;
  /** '{duration} for {price}'. */
  tierLine: string;
  phoneLabel: string;
  phoneHint: string;
  phoneInvalid: string;
  pay: string;
  back: string;
  pendingTitle: string;
  pendingText: string;
  refresh: string;
  paidTitle: string;
  paidText: string;
  /** '{phone}' is the number the code was texted to, its middle hidden. */
  smsSent: string;
  connectNow: string;
  failedTitle: string;
  tryAgain: string;
  failures: Record<PurchaseFailure | 'expired' | 'reversed', string>;
  notYours: string;
  throttled: string;
  smsText: string;
};

/**
 * The words of buying Wi-Fi time with mobile money on the portal (issue 32 §2, decision 078). The
 * Kinyarwanda, as the rest of the portal's, needs a native speaker's review (decision 032).
 */
export const PURCHASE_TEXTS: Record<PortalLanguage, PurchaseTexts> = {
  en: {
    buy: 'Buy',
    payTitle: 'Pay with mobile money',
    tierLine: '{duration} for {price}',
    phoneLabel: 'Mobile money number',
    phoneHint: 'MTN MoMo or Airtel Money, for example 0788 123 456. You approve the payment on your phone.',
    phoneInvalid: 'Enter a Rwandan mobile number such as 0788 123 456.',
    pay: 'Pay now',
    back: 'Back',
    pendingTitle: 'Approve the payment on your phone',
    pendingText:
      'We sent a payment request to {phone}. Approve it on your phone: enter your mobile money PIN when asked. This page updates by itself; you may close it and come back.',
    refresh: 'Check again',
    paidTitle: 'Payment received',
    paidText: 'Your voucher code:',
    smsSent: 'We also sent it by SMS to {phone}.',
    connectNow: 'Connect now',
    failedTitle: 'The payment did not go through',
    tryAgain: 'Try again',
    failures: {
      declined: 'The payment was declined on the phone. Nothing was charged.',
      insufficient_funds: 'There is not enough money on this mobile money account. Nothing was charged.',
      timeout: 'The payment was not approved in time. Nothing was charged.',
      provider_unavailable: 'Mobile money is not reachable right now. Please try again in a few minutes.',
      invalid_phone: 'This number cannot pay with mobile money. Check it and try again.',
      expired: 'The payment was not approved in time. Nothing was charged.',
      reversed: 'This payment was reversed by the mobile money provider.',
    },
    notYours:
      'This payment was made on another device. Its voucher code was sent by SMS to the number that paid.',
    throttled: 'Too many payment requests. Please wait a few minutes and try again.',
    smsText: 'Your Wi-Fi voucher for {duration}: {code}. Enter it on the Wi-Fi page to connect.',
  },
  fr: {
    buy: 'Acheter',
    payTitle: 'Payer par mobile money',
    tierLine: '{duration} pour {price}',
    phoneLabel: 'Numéro mobile money',
    phoneHint:
      'MTN MoMo ou Airtel Money, par exemple 0788 123 456. Vous approuvez le paiement sur votre téléphone.',
    phoneInvalid: 'Saisissez un numéro mobile rwandais, par exemple 0788 123 456.',
    pay: 'Payer',
    back: 'Retour',
    pendingTitle: 'Approuvez le paiement sur votre téléphone',
    pendingText:
      'Une demande de paiement a été envoyée au {phone}. Approuvez-la sur votre téléphone en saisissant votre code PIN mobile money. Cette page se met à jour toute seule ; vous pouvez la fermer et revenir.',
    refresh: 'Vérifier',
    paidTitle: 'Paiement reçu',
    paidText: 'Votre code de connexion :',
    smsSent: 'Nous l’avons aussi envoyé par SMS au {phone}.',
    connectNow: 'Se connecter',
    failedTitle: 'Le paiement n’a pas abouti',
    tryAgain: 'Réessayer',
    failures: {
      declined: 'Le paiement a été refusé sur le téléphone. Rien n’a été débité.',
      insufficient_funds: 'Le solde de ce compte mobile money est insuffisant. Rien n’a été débité.',
      timeout: 'Le paiement n’a pas été approuvé à temps. Rien n’a été débité.',
      provider_unavailable:
        'Le service mobile money est injoignable pour le moment. Réessayez dans quelques minutes.',
      invalid_phone: 'Ce numéro ne peut pas payer par mobile money. Vérifiez-le et réessayez.',
      expired: 'Le paiement n’a pas été approuvé à temps. Rien n’a été débité.',
      reversed: 'Ce paiement a été annulé par l’opérateur mobile money.',
    },
    notYours:
      'Ce paiement a été fait depuis un autre appareil. Son code a été envoyé par SMS au numéro qui a payé.',
    throttled: 'Trop de demandes de paiement. Patientez quelques minutes et réessayez.',
    smsText: 'Votre code Wi-Fi pour {duration} : {code}. Saisissez-le sur la page Wi-Fi pour vous connecter.',
  },
  rw: {
    buy: 'Gura',
    payTitle: 'Ishyura ukoresheje mobile money',
    tierLine: '{duration} ku {price}',
    phoneLabel: 'Nimero ya mobile money',
    phoneHint: 'MTN MoMo cyangwa Airtel Money, urugero 0788 123 456. Wemeza kwishyura kuri telefoni yawe.',
    phoneInvalid: 'Andika nimero ya telefoni yo mu Rwanda, urugero 0788 123 456.',
    pay: 'Ishyura',
    back: 'Subira inyuma',
    pendingTitle: 'Emeza kwishyura kuri telefoni yawe',
    pendingText:
      'Twohereje icyifuzo cyo kwishyura kuri {phone}. Cyemeze kuri telefoni yawe winjiza umubare w’ibanga wa mobile money. Iyi paji yivugurura ubwayo; ushobora kuyifunga ukagaruka.',
    refresh: 'Reba nanone',
    paidTitle: 'Ubwishyu bwakiriwe',
    paidText: 'Kode yawe:',
    smsSent: 'Twanayohereje kuri SMS kuri {phone}.',
    connectNow: 'Injira ubu',
    failedTitle: 'Kwishyura ntibyakunze',
    tryAgain: 'Ongera ugerageze',
    failures: {
      declined: 'Kwishyura byanzwe kuri telefoni. Nta mafaranga yakuweho.',
      insufficient_funds: 'Nta mafaranga ahagije ari kuri iyi konti ya mobile money. Nta mafaranga yakuweho.',
      timeout: 'Kwishyura ntibyemejwe ku gihe. Nta mafaranga yakuweho.',
      provider_unavailable: 'Mobile money ntiboneka ubu. Ongera ugerageze mu minota mike.',
      invalid_phone: 'Iyi nimero ntishobora kwishyura na mobile money. Yigenzure wongere ugerageze.',
      expired: 'Kwishyura ntibyemejwe ku gihe. Nta mafaranga yakuweho.',
      reversed: 'Ubu bwishyu bwasubijwe n’ikigo cya mobile money.',
    },
    notYours: 'Ubu bwishyu bwakozwe ku kindi gikoresho. Kode yabwo yoherejwe kuri SMS kuri nimero yishyuye.',
    throttled: 'Ibyifuzo byo kwishyura ni byinshi cyane. Tegereza iminota mike wongere ugerageze.',
    smsText: 'Kode yawe ya Wi-Fi y’{duration}: {code}. Yandike ku rupapuro rwa Wi-Fi kugira ngo winjire.',
  },
};

/** Fills '{name}' slots of a text. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
