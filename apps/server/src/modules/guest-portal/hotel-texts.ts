import type { PortalLanguage } from './i18n';

/** The hotel sign-in's words (decision 068); the Kinyarwanda needs a native speaker's review like the rest. */
export const HOTEL_TEXTS: Record<
  PortalLanguage,
  {
    link: string;
    title: string;
    intro: string;
    room: string;
    lastName: string;
    signIn: string;
    notFound: string;
    throttled: string;
    back: string;
    until: string;
  }
> = {
  en: {
    link: 'Hotel guest? Sign in with your room number',
    title: 'Hotel guest',
    intro: 'Sign in with your room number and the last name your booking is under.',
    room: 'Room number',
    lastName: 'Last name',
    signIn: 'Sign in',
    notFound:
      'We could not find a current stay for this room number and last name. Check them, or ask the front desk.',
    throttled: 'Too many wrong tries. Please wait a few minutes and try again.',
    back: 'Back',
    until: 'Online until check-out',
  },
  fr: {
    link: "Client de l'hôtel ? Connectez-vous avec votre numéro de chambre",
    title: "Client de l'hôtel",
    intro: 'Connectez-vous avec votre numéro de chambre et le nom de famille de votre réservation.',
    room: 'Numéro de chambre',
    lastName: 'Nom de famille',
    signIn: 'Se connecter',
    notFound:
      'Aucun séjour en cours ne correspond à ce numéro de chambre et à ce nom. Vérifiez-les ou adressez-vous à la réception.',
    throttled: 'Trop de tentatives erronées. Patientez quelques minutes puis réessayez.',
    back: 'Retour',
    until: "En ligne jusqu'au départ",
  },
  rw: {
    link: "Uri umushyitsi wa hoteli? Injira ukoresheje nimero y'icyumba",
    title: 'Umushyitsi wa hoteli',
    intro: "Injira ukoresheje nimero y'icyumba cyawe n'izina ry'umuryango wakoresheje ufata icyumba.",
    room: "Nimero y'icyumba",
    lastName: "Izina ry'umuryango",
    signIn: 'Injira',
    notFound:
      "Ntitwabonye icumbi riri gukoreshwa rihuye n'iyi nimero y'icyumba n'iri zina. Bisuzume, cyangwa ubaze kuri resepsiyo.",
    throttled: 'Wagerageje inshuro nyinshi zitari zo. Tegereza iminota mike wongere ugerageze.',
    back: 'Subira inyuma',
    until: 'Uri kuri interineti kugeza igihe cyo kugenda',
  },
};
