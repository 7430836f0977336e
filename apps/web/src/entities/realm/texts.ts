/** How the realm picker tells a partner's own realms from its SMEs' realms. */
export const REALM_ENTITY_TEXTS = {
  partnerRealm: 'Partner realm',
  smeRealm: (smeName: string) => `SME realm: ${smeName}`,
} as const;
