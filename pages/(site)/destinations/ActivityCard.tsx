import { ActivityIcon } from '#components/site/activity/ActivityIcon.tsx';
import { noticeButton } from '#components/ui/notice-buttons.ts';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { ContactScrollLink } from './ContactScrollLink.tsx';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { destinationsCopy } from './destinations.copy.ts';
import type { SafariActivity } from './destinations.types.ts';

/** An add-on activity with its duration; the button leads to the inquiry form at the foot of the page. */
export function ActivityCard({ activity }: { activity: SafariActivity }) {
  const { name, description, duration, image, video, page } = activity;
  const { activity: copy, about } = destinationsCopy[useLocale()];
  const siteLink = useSiteLink();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      <div className="relative">
        <Photo src={stockPhoto(image.id, 640)} alt={image.alt} width={640} height={400} />
        {video && (
          <div className="absolute inset-0 flex items-center justify-center bg-bush-950/35">
            <span className="absolute left-3 top-3 rounded-full bg-bush-950/80 px-2.5 py-1 text-xs font-semibold uppercase tracking-wider text-white">{copy.videoBadge}</span>
            <button
              // No film is published yet, so the button says so instead of doing nothing.
              {...noticeButton(video.comingSoonTitle, video.comingSoonText)}
              className="flex items-center gap-2 rounded-full bg-white/95 py-2 pl-2 pr-4 text-sm font-semibold text-bush-900 shadow-lg hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-ochre-600 text-white">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-0.5 h-4 w-4" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              </span>
              <span>
                {copy.playVideo}
                <span className="sr-only"> {about(name)}</span>
              </span>
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h4 className="font-serif text-xl font-semibold text-bush-900">{name}</h4>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-ochre-700">
          <ActivityIcon name="clock" className="h-4 w-4" />
          <span>
            <span className="sr-only">{copy.duration}: </span>
            {duration}
          </span>
        </p>
        <p className="mt-3 flex-1 leading-relaxed text-stone-600">{description}</p>
        {page && (
          <a
            {...siteLink(page)}
            className="mt-3 self-start text-sm font-semibold text-ochre-700 underline underline-offset-4 hover:text-ochre-600 focus-visible:outline-2 focus-visible:outline-ochre-600"
          >
            {copy.discover}
            <span className="sr-only"> {about(name)}</span>
          </a>
        )}
        <ContactScrollLink variant="outline" size="sm" className="mt-5 w-full text-bush-800">
          <span>
            {copy.enquire}
            <span className="sr-only"> {about(name)}</span>
          </span>
        </ContactScrollLink>
      </div>
    </article>
  );
}
