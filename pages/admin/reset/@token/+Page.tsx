import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { AuthCard } from '#components/admin/auth/AuthCard.tsx';
import { InvalidLink } from './InvalidLink.tsx';
import { loginContent } from '#components/admin/auth/login.content.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { resetContent as copy } from '#components/admin/auth/reset.content.ts';
import type { Data } from './+data.ts';

/** The page a password link opens (`/admin/reset/<token>`, decision 121). */
export default function Page() {
  const { username } = useData<Data>();
  const { routeParams } = usePageContext();
  const back = { href: '/admin/login', label: copy.backToLogin };
  if (!username) {
    return (
      <AuthCard eyebrow={loginContent.eyebrow} title={copy.invalid.title} back={back}>
        <InvalidLink heading={false} />
      </AuthCard>
    );
  }
  return (
    <AuthCard eyebrow={loginContent.eyebrow} title={copy.choose.title} intro={copy.choose.intro(username)} back={back}>
      <NewPasswordForm token={routeParams.token!} />
    </AuthCard>
  );
}
