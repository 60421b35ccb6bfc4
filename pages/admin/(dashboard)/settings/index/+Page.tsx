import { usePageContext } from 'vike-react/usePageContext';
import { SettingsSection } from './SettingsSection.tsx';

/** Settings' first section, at /admin/settings itself: your password and account. */
export default function Page() {
  const { admin } = usePageContext();
  if (!admin) return null;
  return <SettingsSection admin={admin} />;
}
