import { ActivityIcon } from './ActivityIcon.tsx';
import type { TimedActivity } from './activity.types.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { activityWords } from './activity.words.ts';

/** Activities with how long each takes, as cards. */
export function TimedActivityList({ activities }: { activities: TimedActivity[] }) {
  const { duration } = activityWords[useLocale()];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map((activity) => (
        <li key={activity.name} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
          <h3 className="text-xl font-semibold">{activity.name}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-stone-600">{activity.description}</p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-ochre-700">
            <ActivityIcon name="clock" className="h-4 w-4" />
            <span>
              <span className="sr-only">{duration}</span>
              {activity.duration}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
