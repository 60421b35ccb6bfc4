import { usePageContext } from 'vike-react/usePageContext';
import { SettingsSection } from '#components/admin/settings/SettingsSection.tsx';

/** Needs no data of its own: the signed-in admin comes with every staff page. */
export default function Page() {
  const { admin } = usePageContext();
  return admin ? <SettingsSection admin={admin} /> : null;
}
