import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { ContactSection } from '#components/site/ContactSection.tsx';

/** Temporary home page: the real sections arrive with the public-site issue. */
export default function Page() {
  const { packages } = useData<Data>();
  return (
    <>
    <section className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-4xl font-semibold">African safaris</h1>
      <ul className="mt-6 list-disc pl-6">
        {packages.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </section>
    <ContactSection />
    </>
  );
}
