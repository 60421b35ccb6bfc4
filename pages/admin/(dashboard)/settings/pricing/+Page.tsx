import { useData } from 'vike-react/useData';
import { OwnerOnly } from '#components/admin/auth/OwnerOnly.tsx';
import { PricingSettingsForm } from '#components/admin/costing/PricingSettingsForm.tsx';
import { pricingContent as copy } from '#components/admin/costing/pricing.content.ts';
import { SettingsPanel } from '../SettingsPanel.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const data = useData<Data>();
  return (
    <OwnerOnly route="costing.updatePricingSettings" page>
      {data && (
        <SettingsPanel id="pricing" title={copy.title} intro={copy.intro}>
          <PricingSettingsForm settings={data.pricing} />
        </SettingsPanel>
      )}
    </OwnerOnly>
  );
}
