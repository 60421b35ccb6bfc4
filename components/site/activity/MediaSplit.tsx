import type { ReactNode } from 'react';
import { Photo } from '#components/ui/Photo.tsx';
import { SectionHeading } from '#components/ui/SectionHeading.tsx';
import { stockPhoto } from '#lib/stock-photo.ts';
import type { StockImage } from './activity.types.ts';

interface MediaSplitProps {
  id: string;
  eyebrow?: string;
  title: string;
  image: StockImage;
  /** Photo on the right on wide screens. */
  reverse?: boolean;
  tone?: 'sand' | 'white';
  children: ReactNode;
}

/** A photo beside a titled story: the hippo's story, the photography section, the canyon. */
export function MediaSplit({ id, eyebrow, title, image, reverse = false, tone = 'sand', children }: MediaSplitProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`px-4 py-16 sm:px-6 sm:py-24 ${tone === 'white' ? 'bg-white' : 'bg-sand-50'}`}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <Photo
          src={stockPhoto(image.id, 1000)}
          alt={image.alt}
          width={1000}
          height={800}
          className={`rounded-2xl shadow-lg ${reverse ? 'lg:order-last' : ''}`}
        />
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">{children}</div>
        </div>
      </div>
    </section>
  );
}
