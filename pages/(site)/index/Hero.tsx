import { ButtonLink } from '#components/ui/Button.tsx';
import { Photo } from '#components/ui/Photo.tsx';
import { stockPhoto, stockPhotoSrcSet } from '#lib/stock-photo.ts';
import { useLocale } from '#components/site/use-locale.ts';
import { homeCopy } from './home.copy.ts';

export function Hero() {
  const copy = homeCopy[useLocale()].hero;
  return (
    <section id="home" aria-labelledby="home-heading" className="relative isolate overflow-hidden bg-bush-950">
      <Photo
        src={stockPhoto(copy.image.photoId, 1920)}
        {...stockPhotoSrcSet(copy.image.photoId)}
        alt={copy.image.alt}
        width={1920}
        height={1080}
        priority
        className="!absolute inset-0 -z-10 h-full w-full"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-bush-950/90 via-bush-950/65 to-bush-950/20" />
      <div className="mx-auto flex min-h-[34rem] max-w-7xl flex-col justify-center px-4 py-24 sm:px-6 lg:min-h-[40rem]">
        <p className="text-sm font-semibold uppercase tracking-widest text-ochre-400">{copy.eyebrow}</p>
        <h1 id="home-heading" className="mt-4 max-w-2xl font-serif text-5xl font-semibold leading-tight text-white sm:text-6xl">
          {copy.headline}
        </h1>
        <p className="mt-6 max-w-xl text-lg text-sand-100 sm:text-xl">{copy.text}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href={copy.primaryCta.href} size="lg">
            {copy.primaryCta.label}
          </ButtonLink>
          <ButtonLink href={copy.secondaryCta.href} size="lg" variant="outline" className="text-white hover:bg-white/10">
            {copy.secondaryCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
