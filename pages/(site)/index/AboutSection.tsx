import { buttonClasses } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import { useLocale, useSiteLink } from '#components/site/use-locale.ts';
import { guidesCopy } from '../guides/guides.copy.ts';
import { homeCopy } from './home.copy.ts';

export function AboutSection() {
  const locale = useLocale();
  const siteLink = useSiteLink();
  const copy = homeCopy[locale].about;
  const { guides } = guidesCopy[locale];
  return (
    <section id="about" aria-labelledby="about-heading" className="px-4 py-20 sm:px-6 lg:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <Photo src={stockPhoto(copy.image.photoId, 1000)} alt={copy.image.alt} width={1000} height={800} className="rounded-2xl shadow-lg" />
        <div>
          <SectionHeading id="about-heading" eyebrow={copy.eyebrow} title={copy.heading} align="left" />
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {copy.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-sand-200">
                <dt className="text-sm text-stone-600">{stat.label}</dt>
                <dd className="order-first font-serif text-3xl font-semibold text-ochre-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label={copy.guidesLabel} className="mt-8 grid gap-4 sm:grid-cols-2">
            {guides.map((guide) => (
              <li key={guide.id} className="flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-sand-200">
                <Photo src={stockPhoto(guide.image.photoId, 160)} alt={guide.image.alt} width={160} height={160} className="w-16 shrink-0 rounded-full" />
                <span>
                  <span className="block font-serif text-lg font-semibold text-bush-900">{guide.name}</span>
                  <span className="block text-sm text-stone-600">{guide.title}</span>
                </span>
              </li>
            ))}
          </ul>
          <a {...siteLink(copy.guidesLink.href)} className={buttonClasses('secondary', 'md', 'mt-8')}>
            {copy.guidesLink.label}
          </a>
        </div>
      </div>
    </section>
  );
}
