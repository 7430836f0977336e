/**
 * The guest portal's words in English, French and Kinyarwanda (issue 12 §2). The guest's browser language
 * picks (Accept-Language), a language link on the page overrides it for the visit. The voucher refusals
 * the box sends back in Reply-Message (English, from the RADIUS server) are mapped to these by their key.
 * The Kinyarwanda wording was written here and needs a native speaker's review (decision 032).
 */
export const PORTAL_LANGUAGES = ['en', 'fr', 'rw'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];

const en = {
  languageName: 'English',
  welcome: 'Welcome to',
  getStarted: 'Get Started',
  adverts: 'From our partners',
  connectTitle: 'Connect to the Internet',
  codeLabel: 'Voucher code',
  codeHint: 'The code on your voucher, for example ABCD2345',
  connect: 'Connect',
  aboutYou: 'About you',
  age: 'Age',
  country: 'Country',
  phone: 'Phone number',
  address: 'Address',
  gender: 'Gender',
  genderFemale: 'Female',
  genderMale: 'Male',
  genderOther: 'Other',
  genderUnsaid: 'Prefer not to say',
  choose: 'Choose…',
  buyTitle: 'Get a voucher',
  free: 'Free',
  freeDaily: 'Free once a day on this device',
  getFree: 'Get free access',
  payAtKiosk: 'Pay at the kiosk to get this voucher.',
  openTitle: 'Free Wi-Fi',
  openConnect: 'Connect for free',
  connectedTitle: 'You are connected',
  connectedText: 'Enjoy the Internet.',
  alreadyTitle: 'You are already connected',
  yourCode: 'Your voucher code',
  timeLeft: 'Time left',
  continueTo: 'Continue to',
  surveyTitle: 'A few questions',
  submit: 'Send',
  skip: 'Skip',
  rateTitle: 'How was your Wi-Fi?',
  rateLabel: 'Your rating',
  stars: '{n} of 5 stars',
  comment: 'Comment (optional)',
  thanks: 'Thank you!',
  thanksText: 'Your answer has been saved.',
  notFoundTitle: 'Wi-Fi not found',
  notFoundText: 'This Wi-Fi network is not set up yet. Please ask the staff for help.',
  errorTitle: 'Something went wrong',
  errorText: 'Please try again in a moment.',
  back: 'Back',
  badLink: 'This login link is not valid. Please disconnect from the Wi-Fi and join it again.',
  fixFields: 'Please check the fields below.',
  required: 'This field is required.',
  invalid: 'This value is not valid.',
  tooLong: 'This is too long.',
  surveyAnswered: 'You have already answered this survey. Thank you!',
  chooseStars: 'Choose from 1 to 5 stars.',
  freeUsed: 'This device has already had its free access today.',
  autoUsed: "This device has used today's Auto-Connect time. Enter a voucher code to keep browsing.",
  notAvailable: 'This is not available on this network right now.',
  refused: {
    unknown: 'This voucher code is not valid. Check it and try again.',
    used: 'This voucher has already been used on another device.',
    expired: 'This voucher has expired.',
    revoked: 'This voucher has been cancelled.',
    wrongBox: 'This voucher is not valid on this network.',
    failed: 'Login failed. Please try again.',
    throttled: 'Too many wrong codes. Please wait a few minutes and try again.',
    allowanceUsed: 'This device has already had its free access today.',
  },
};
export type PortalTexts = typeof en;

const fr: PortalTexts = {
  languageName: 'Français',
  welcome: 'Bienvenue à',
  getStarted: 'Commencer',
  adverts: 'De nos partenaires',
  connectTitle: 'Se connecter à Internet',
  codeLabel: 'Code du ticket',
  codeHint: 'Le code de votre ticket, par exemple ABCD2345',
  connect: 'Se connecter',
  aboutYou: 'À propos de vous',
  age: 'Âge',
  country: 'Pays',
  phone: 'Numéro de téléphone',
  address: 'Adresse',
  gender: 'Genre',
  genderFemale: 'Femme',
  genderMale: 'Homme',
  genderOther: 'Autre',
  genderUnsaid: 'Je préfère ne pas le dire',
  choose: 'Choisir…',
  buyTitle: 'Obtenir un ticket',
  free: 'Gratuit',
  freeDaily: 'Gratuit une fois par jour sur cet appareil',
  getFree: "Obtenir l'accès gratuit",
  payAtKiosk: 'Payez au kiosque pour obtenir ce ticket.',
  openTitle: 'Wi-Fi gratuit',
  openConnect: 'Se connecter gratuitement',
  connectedTitle: 'Vous êtes connecté',
  connectedText: 'Bonne navigation.',
  alreadyTitle: 'Vous êtes déjà connecté',
  yourCode: 'Votre code',
  timeLeft: 'Temps restant',
  continueTo: 'Continuer vers',
  surveyTitle: 'Quelques questions',
  submit: 'Envoyer',
  skip: 'Passer',
  rateTitle: 'Comment était votre Wi-Fi ?',
  rateLabel: 'Votre note',
  stars: '{n} étoiles sur 5',
  comment: 'Commentaire (facultatif)',
  thanks: 'Merci !',
  thanksText: 'Votre réponse a été enregistrée.',
  notFoundTitle: 'Wi-Fi introuvable',
  notFoundText: "Ce réseau Wi-Fi n'est pas encore configuré. Demandez de l'aide au personnel.",
  errorTitle: "Une erreur s'est produite",
  errorText: 'Veuillez réessayer dans un instant.',
  back: 'Retour',
  badLink: "Ce lien de connexion n'est pas valide. Déconnectez-vous du Wi-Fi et reconnectez-vous.",
  fixFields: 'Veuillez vérifier les champs ci-dessous.',
  required: 'Ce champ est obligatoire.',
  invalid: "Cette valeur n'est pas valide.",
  tooLong: 'Ce texte est trop long.',
  surveyAnswered: 'Vous avez déjà répondu à ce questionnaire. Merci !',
  chooseStars: 'Choisissez de 1 à 5 étoiles.',
  freeUsed: 'Cet appareil a déjà eu son accès gratuit aujourd’hui.',
  autoUsed:
    'Cet appareil a utilisé son temps de connexion automatique du jour. Saisissez un code pour continuer.',
  notAvailable: "Ce service n'est pas disponible sur ce réseau pour le moment.",
  refused: {
    unknown: "Ce code n'est pas valide. Vérifiez-le et réessayez.",
    used: 'Ce ticket a déjà été utilisé sur un autre appareil.',
    expired: 'Ce ticket a expiré.',
    revoked: 'Ce ticket a été annulé.',
    wrongBox: "Ce ticket n'est pas valable sur ce réseau.",
    failed: 'La connexion a échoué. Veuillez réessayer.',
    throttled: 'Trop de codes erronés. Patientez quelques minutes puis réessayez.',
    allowanceUsed: 'Cet appareil a déjà eu son accès gratuit aujourd’hui.',
  },
};

const rw: PortalTexts = {
  languageName: 'Kinyarwanda',
  welcome: 'Murakaza neza kuri',
  getStarted: 'Tangira',
  adverts: 'Ibiturutse ku bafatanyabikorwa bacu',
  connectTitle: 'Kwinjira kuri interineti',
  codeLabel: 'Kode ya voucher',
  codeHint: 'Kode iri kuri voucher yawe, urugero ABCD2345',
  connect: 'Injira',
  aboutYou: 'Ibikuranga',
  age: 'Imyaka',
  country: 'Igihugu',
  phone: 'Nimero ya telefoni',
  address: 'Aderesi',
  gender: 'Igitsina',
  genderFemale: 'Gore',
  genderMale: 'Gabo',
  genderOther: 'Ikindi',
  genderUnsaid: 'Sinshaka kubivuga',
  choose: 'Hitamo…',
  buyTitle: 'Kubona voucher',
  free: 'Ubuntu',
  freeDaily: 'Ku buntu rimwe ku munsi kuri iki gikoresho',
  getFree: 'Injira ku buntu',
  payAtKiosk: 'Ishyura kuri kiosk kugira ngo ubone iyi voucher.',
  openTitle: 'Wi-Fi ku buntu',
  openConnect: 'Injira ku buntu',
  connectedTitle: 'Winjiye kuri interineti',
  connectedText: 'Ryoherwa na interineti.',
  alreadyTitle: 'Wari usanzwe winjiye',
  yourCode: 'Kode ya voucher yawe',
  timeLeft: 'Igihe gisigaye',
  continueTo: 'Komeza kuri',
  surveyTitle: 'Ibibazo bike',
  submit: 'Ohereza',
  skip: 'Simbuka',
  rateTitle: 'Wi-Fi yakunyuze ite?',
  rateLabel: 'Amanota yawe',
  stars: 'Inyenyeri {n} kuri 5',
  comment: 'Igitekerezo (si ngombwa)',
  thanks: 'Murakoze!',
  thanksText: 'Igisubizo cyawe cyabitswe.',
  notFoundTitle: 'Wi-Fi ntiyabonetse',
  notFoundText: 'Iyi Wi-Fi ntirategurwa. Saba ubufasha abakozi.',
  errorTitle: 'Habaye ikibazo',
  errorText: 'Ongera ugerageze mu kanya.',
  back: 'Subira inyuma',
  badLink: 'Iyi link yo kwinjira ntabwo ari yo. Va kuri Wi-Fi maze wongere uyijyeho.',
  fixFields: 'Reba neza ibyo wujuje hasi.',
  required: 'Iki gice kigomba kuzuzwa.',
  invalid: 'Ibi ntabwo ari byo.',
  tooLong: 'Ibi ni birebire cyane.',
  surveyAnswered: 'Wamaze gusubiza ibi bibazo. Murakoze!',
  chooseStars: 'Hitamo inyenyeri kuva kuri 1 kugeza kuri 5.',
  freeUsed: 'Iki gikoresho cyamaze kubona interineti y’ubuntu uyu munsi.',
  autoUsed:
    'Iki gikoresho cyakoresheje igihe cyacyo cya Auto-Connect uyu munsi. Andika kode kugira ngo ukomeze.',
  notAvailable: 'Ibi ntibiboneka kuri uru rusobe ubu.',
  refused: {
    unknown: 'Iyi kode ntabwo ari yo. Yirebe neza wongere ugerageze.',
    used: 'Iyi voucher yamaze gukoreshwa ku kindi gikoresho.',
    expired: 'Igihe cy’iyi voucher cyarangiye.',
    revoked: 'Iyi voucher yarahagaritswe.',
    wrongBox: 'Iyi voucher ntikora kuri uru rusobe.',
    failed: 'Kwinjira byanze. Ongera ugerageze.',
    throttled: 'Wagerageje kode zitari zo inshuro nyinshi. Tegereza iminota mike wongere ugerageze.',
    allowanceUsed: 'Iki gikoresho cyamaze kubona interineti y’ubuntu uyu munsi.',
  },
};

export const PORTAL_TEXTS: Record<PortalLanguage, PortalTexts> = { en, fr, rw };

/** Day, hour and minute words (one, many) per language; Kinyarwanda puts the number after the word. */
const UNITS: Record<PortalLanguage, Record<'day' | 'hour' | 'minute', [string, string]>> = {
  en: { day: ['day', 'days'], hour: ['hour', 'hours'], minute: ['minute', 'minutes'] },
  fr: { day: ['jour', 'jours'], hour: ['heure', 'heures'], minute: ['minute', 'minutes'] },
  rw: { day: ['umunsi', 'iminsi'], hour: ['isaha', 'amasaha'], minute: ['umunota', 'iminota'] },
};

/** A tier's length in the guest's words: '1 hour 30 minutes', '1 heure 30 minutes', 'isaha 1 iminota 30'. */
export function durationText(minutes: number, lang: PortalLanguage): string {
  const parts: ['day' | 'hour' | 'minute', number][] = [
    ['day', Math.floor(minutes / 1440)],
    ['hour', Math.floor((minutes % 1440) / 60)],
    ['minute', minutes % 60],
  ];
  const said = parts
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => {
      const word = UNITS[lang][unit][n === 1 ? 0 : 1];
      return lang === 'rw' ? `${word} ${n}` : `${n} ${word}`;
    });
  return said.join(' ') || (lang === 'rw' ? 'iminota 0' : `0 ${UNITS[lang].minute[1]}`);
}

const isLanguage = (value: string): value is PortalLanguage =>
  (PORTAL_LANGUAGES as readonly string[]).includes(value);

/**
 * The language for a request: a `lang` the guest chose (query or cookie) when it is one of ours, else the
 * first of the browser's Accept-Language (by q) whose primary tag we have, else English.
 */
export function pickLanguage(chosen: string | undefined, acceptLanguage: string | undefined): PortalLanguage {
  if (chosen && isLanguage(chosen)) return chosen;
  const ranked = (acceptLanguage ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  // Kinyarwanda's tag is rw; some phones send kin (ISO 639-3).
  for (const { tag } of ranked) {
    const primary = tag === 'kin' ? 'rw' : tag;
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
