import type { RouteDifficulty } from './destination-detail.types.ts';

// SPEC: Hard is shown as destructive, Moderate-Hard in the default look, every other level secondary.
const LOOKS: Record<RouteDifficulty, string> = {
  Hard: 'bg-red-700 text-white',
  'Moderate-Hard': 'bg-bush-800 text-sand-50',
  Moderate: 'bg-sand-200 text-bush-900',
};

export function DifficultyBadge({ difficulty }: { difficulty: RouteDifficulty }) {
  return <span className={`inline-flex rounded-full px-3 py-1 text-xs font-semibold ${LOOKS[difficulty]}`}>{difficulty}</span>;
}
