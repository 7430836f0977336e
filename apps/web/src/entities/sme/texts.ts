/** The SME picker's texts (the SME field of Add Realm and Create Coupon). */
export const SME_ENTITY_TEXTS = {
  sme: 'SME',
  smePlaceholder: 'Search an SME',
  noSmes: 'No SME found',
} as const;
