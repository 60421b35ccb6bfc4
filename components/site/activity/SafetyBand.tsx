import { ActivitySection } from './ActivitySection.tsx';
import type { SafetySection } from './activity.types.ts';
import { FeatureGrid } from './FeatureGrid.tsx';

/** An activity page's safety section: dark band, its features in a grid. */
export function SafetyBand({ eyebrow, safety }: { eyebrow: string; safety: SafetySection }) {
  return (
    <ActivitySection id="safety" tone="bush" eyebrow={eyebrow} title={safety.title} intro={safety.intro}>
      <FeatureGrid features={safety.features} inverted />
    </ActivitySection>
  );
}
