import { ActivityIcon } from './ActivityIcon.tsx';
import type { SafetyFeature } from './activity.types.ts';

/** Icon cards: safety features, route features, amenities without photos. */
export function FeatureGrid({ features, inverted = false }: { features: SafetyFeature[]; inverted?: boolean }) {
  const columns = features.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns}`}>
      {features.map((feature) => (
        <li key={feature.title} className={`rounded-2xl p-6 shadow-sm ${inverted ? 'bg-bush-800 ring-1 ring-white/10' : 'bg-white ring-1 ring-sand-200'}`}>
          <span className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${inverted ? 'bg-ochre-400/15 text-ochre-400' : 'bg-sand-100 text-ochre-700'}`}>
            <ActivityIcon name={feature.icon} />
          </span>
          <h3 className={`mt-4 text-xl font-semibold ${inverted ? 'text-white' : ''}`}>{feature.title}</h3>
          <p className={`mt-2 leading-relaxed ${inverted ? 'text-sand-200' : 'text-stone-600'}`}>{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
