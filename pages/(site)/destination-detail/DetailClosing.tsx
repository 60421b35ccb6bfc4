import { ButtonLink } from '#components/ui/Button.tsx';
import { ContactScrollLink } from '../destinations/ContactScrollLink.tsx';
import type { DestinationDetail } from './destination-detail.types.ts';
import { detailContent } from './destination-detail.content.ts';

/** The last invitation before the form: most pages offer the contact page, the others the form below. */
export function DetailClosing({ closing, cta }: Pick<DestinationDetail, 'closing' | 'cta'>) {
  return (
    <section aria-labelledby="closing-title" className="bg-sand-100 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="closing-title" className="text-3xl font-semibold sm:text-4xl">
          {closing.heading}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-stone-700">{closing.text}</p>
        <div className="mt-8">
          {closing.contactLink ? (
            <ButtonLink href="/contact" variant="secondary" size="lg">
              {detailContent.contactUsToday}
            </ButtonLink>
          ) : (
            <ContactScrollLink variant="secondary" size="lg">
              {cta}
            </ContactScrollLink>
          )}
        </div>
      </div>
    </section>
  );
}
