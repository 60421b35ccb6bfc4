import { AuthCard } from '#components/admin/auth/AuthCard.tsx';
import { LoginForm } from './LoginForm.tsx';
import { loginContent as copy } from '#components/admin/auth/login.content.ts';

/** Staff sign-in. Deliberately no credentials hint (SPEC §2 flags it as a security concern). */
export default function Page() {
  return (
    <AuthCard eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} back={{ href: '/', label: copy.backToSite }}>
      <LoginForm />
    </AuthCard>
  );
}
