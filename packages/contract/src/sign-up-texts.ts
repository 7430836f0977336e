// Sign-up's texts and password rule, without zod: the web's auth pages show them (sign-ups.ts uses them
// in its schemas and re-exports them).

/** Minimum 8 with an uppercase, lowercase, number and one of !@#$%^&* (spec part 1 §5). */
export const SIGN_UP_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).+$/;
export const SIGN_UP_TEXTS = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  passwordMin: 'The password must be at least 8 characters long',
  passwordRule: 'The password requires an uppercase, lowercase, number and special character',
  /** The truthful answer (SPEC-NOTES: the spec's text claims credentials were sent). */
  received:
    'Application received. It is pending approval by an ARED administrator; we sent you a confirmation email.',
} as const;
