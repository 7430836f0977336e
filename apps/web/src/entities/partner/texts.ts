/** The micro franchisee charts' words, shown on Home and on the Analytics page's Micro Franchisee tab. */
export const PARTNER_CHART_TEXTS = {
  signups: 'Micro Franchisee Sign Up',
  signupsSeries: 'Sign ups',
  gender: 'M.Franchisee Distribution by gender',
  female: 'Female',
  male: 'Male',
  genderTotal: (total: number) => `${total} micro franchisees in all`,
} as const;
