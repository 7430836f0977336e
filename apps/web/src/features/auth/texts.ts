import { SIGN_UP_TEXTS } from '@ared/contract/sign-up-texts';

/** Every text of the sign-in, OTP, terms, sign-up and password screens (spec part 1 §2, §5, §8). */
export const AUTH_TEXTS = {
  tagline: 'Empowering Businesses, Connecting Communities',
  brandPitch: 'Run your routers, SMEs, kiosks and billing from one place.',

  signIn: {
    title: 'Sign In',
    subtitle: 'Sign in to your partner dashboard',
    email: 'Email',
    emailPlaceholder: 'you@company.com',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    forgotPassword: 'Forgot Password?',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
    /** Button label stages (spec part 1 §2). */
    stages: {
      idle: 'Log In',
      loggingIn: 'Logging In...',
      fetchingUser: 'Fetching user info...',
      sendingOtp: 'Sending OTP Token to your email...',
    },
    loginFailed: 'Login failed.',
  },

  validation: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Password is required',
    currentPasswordRequired: 'Current password is required',
    newPasswordRequired: 'New password is required',
    confirmRequired: 'Please confirm the password',
    passwordLength: 'The password must be 6 to 50 characters long',
    passwordsMustMatch: 'Passwords must match',
    signUpPasswordMin: 'The password must be at least 8 characters long',
    signUpPasswordRule: 'The password requires an uppercase, lowercase, number and special character',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone number is required',
    partnerRequired: 'Please select a partner',
    subscriptionRequired: 'Please select a subscription',
    otpRequired: 'Enter the 6-digit code.',
  },

  otp: {
    title: 'OTP Sent!',
    text: 'Enter the One Time Password token sent to your email.',
    label: 'One-time password',
    resend: 'Resend OTP',
    confirm: 'Confirm',
    processing: 'Processing...',
    sent: 'OTP sent to your email.',
    verified: 'OTP verified successfully.',
    invalid: 'Invalid OTP',
    backToSignIn: 'Back to Sign In',
  },

  terms: {
    title: 'Master Subscription Agreement',
    checkbox: 'I have read and agree to the terms',
    scrollHint: 'Scroll to the end of the agreement to continue.',
    continue: 'Continue',
    decline: 'Decline and log out',
    agreed: 'Terms agreed. Redirecting...',
    userMissing: 'User data not available.',
    acceptFailed: 'Could not record your acceptance. Try again.',
  },

  signUp: {
    title: 'Sign Up',
    subtitle: 'Register your SME on the network',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    password: 'Password',
    phone: 'Phone Number',
    partner: 'Select Partner',
    subscription: 'Select Subscription',
    cancel: 'Cancel',
    submit: 'Add SME',
    haveAccount: 'Already have an account?',
    signIn: 'Sign In',
    /**
     * The spec's text says "Successfully registered… credentials sent to your email", which is not what
     * happens; SPEC-NOTES allows the correction (decision 057): the server's own answer.
     */
    success: SIGN_UP_TEXTS.received,
    closed: 'Sign-up is closed at the moment. Ask your internet provider to register your SME.',
    optionsFailed: 'The partners could not be loaded. Try again later.',
    failed: 'The application could not be sent. Try again later.',
    noPartners: 'No partner takes sign-ups yet.',
  },

  /** The platform administrator's review page (/signup/review#token, decision 057). */
  signUpReview: {
    title: 'Review sign-up',
    subtitle: 'An application to join a partner as an SME',
    name: 'Name',
    email: 'Email',
    phone: 'Phone Number',
    partner: 'Partner',
    subscription: 'Subscription',
    received: 'Received',
    linkValidUntil: 'Link valid until',
    status: 'Status',
    approve: 'Approve',
    decline: 'Decline',
    missingLink: 'This page opens from the review link in the application mail.',
    pending: 'Pending: approving creates the SME under its partner and its administrator account.',
    approved: 'Approved: the SME is registered with its partner.',
    declined: 'Declined: no account was created.',
    expired: 'This review link has expired.',
  },

  forgotPassword: {
    title: 'Forgot Password',
    subtitle: 'Enter the email of your account and we will send you a link to reset your password.',
    email: 'Email',
    submit: 'Submit',
    sent: 'Password reset has been sent to your inbox.',
    failed: 'Could not send the password reset request',
    backToSignIn: 'Back to Sign In',
  },

  changePassword: {
    title: 'Change Password',
    text: 'You are required to change the default password you received in your email after the registration',
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm New Password',
    submit: 'Change & Continue',
    changed: 'Password changed successfully',
    failed: 'Could not update the password. Try again later',
  },

  resetPassword: {
    title: 'Reset Password',
    subtitle: 'Choose a new password for your account.',
    password: 'Password',
    confirm: 'Confirm Password',
    submit: 'Reset',
    done: 'Password Reset successfully',
    failed: 'Could not reset password',
    missingLink: 'This reset link is incomplete. Request a new one from the Forgot Password page.',
    backToSignIn: 'Back to Sign In',
  },

  /** Site name sent with the reset request; the server builds the link from its PUBLIC_URL. */
  siteName: 'ARED Partner Dashboard',
} as const;
