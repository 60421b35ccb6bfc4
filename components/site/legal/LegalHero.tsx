import { SectionHeading } from '#components/ui/SectionHeading.tsx';

interface LegalHeroProps {
  hero: { eyebrow: string; title: string; intro: string };
  updated: { label: string; iso: string };
}

/** The dark opening band of a legal page (terms, privacy): its title and when it last changed. */
export function LegalHero({ hero, updated }: LegalHeroProps) {
  return (
    <section className="bg-bush-900 bg-[radial-gradient(ellipse_at_top_right,rgba(224,161,74,0.25),transparent_60%)] px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading level={1} inverted eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <p className="mt-6 text-center text-sm text-sand-200">
        <time dateTime={updated.iso}>{updated.label}</time>
      </p>
    </section>
  );
}
