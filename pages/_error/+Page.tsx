import { usePageContext } from 'vike-react/usePageContext';
import { SiteShell } from '#components/site/SiteShell.tsx';
import { notFoundContent, serverErrorContent } from './error.content.ts';

/** SPEC §2's not-found page (answered with HTTP 404), inside the public shell. */
export default function Page() {
  const { is404 } = usePageContext();
  const content = is404 ? notFoundContent : serverErrorContent;
  return (
    <SiteShell>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-4xl font-semibold">{content.heading}</h1>
        <p className="mt-4 text-lg text-stone-600">{content.text}</p>
        <a href="/" className="mt-8 rounded-full bg-ochre-600 px-6 py-3 font-medium text-white hover:bg-ochre-700">
          {content.linkLabel}
        </a>
      </section>
    </SiteShell>
  );
}
