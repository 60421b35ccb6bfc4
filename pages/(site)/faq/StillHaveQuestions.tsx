import { usePageContext } from 'vike-react/usePageContext';
import { ButtonLink } from '#components/ui/Button.tsx';
import { telHref } from '#lib/contact-links.ts';
import { stillQuestions } from './faq.content.ts';

/** Contact link and a call button with the company's phone number (as Settings holds it). */
export function StillHaveQuestions() {
  const { site } = usePageContext();
  const tel = telHref(site.phone);
  return (
    <section aria-labelledby="still-questions-title" className="bg-bush-900 px-4 py-16 text-center sm:py-20">
      <h2 id="still-questions-title" className="text-3xl font-semibold text-white sm:text-4xl">
        {stillQuestions.title}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-lg text-sand-100">{stillQuestions.text}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <ButtonLink href={stillQuestions.contact.href} size="lg">
          {stillQuestions.contact.label}
        </ButtonLink>
        <ButtonLink href={tel} variant="outline" size="lg" className="text-sand-50 hover:bg-white/10">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M22 16.9v3a2 2 0 01-2.2 2 19.8 19.8 0 01-8.6-3.1 19.5 19.5 0 01-6-6A19.8 19.8 0 012.1 4.2 2 2 0 014.1 2h3a2 2 0 012 1.7c.1.9.4 1.8.7 2.7a2 2 0 01-.5 2.1L8 9.8a16 16 0 006 6l1.3-1.3a2 2 0 012.1-.4c.9.3 1.8.6 2.7.7a2 2 0 011.7 2z" />
          </svg>
          {stillQuestions.callLabel(site.phone)}
        </ButtonLink>
      </div>
    </section>
  );
}
