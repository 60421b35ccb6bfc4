import { AuthCard } from '#components/admin/auth/AuthCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { loginContent } from '#components/admin/auth/login.content.ts';
import { resetContent as copy } from '#components/admin/auth/reset.content.ts';

/** "Forgot password?" from the login page: a link by mail to choose a new one (decision 121). */
export default function Page() {
  return (
    <AuthCard eyebrow={loginContent.eyebrow} title={copy.request.title} intro={copy.request.intro} back={{ href: '/admin/login', label: copy.backToLogin }}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
