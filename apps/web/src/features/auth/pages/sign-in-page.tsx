import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';
import { AUTH_TEXTS } from '../texts';

export function SignInPage() {
  return (
    <AuthLayout title={AUTH_TEXTS.signIn.title} subtitle={AUTH_TEXTS.signIn.subtitle}>
      <SignInForm />
    </AuthLayout>
  );
}
