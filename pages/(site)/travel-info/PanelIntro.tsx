/** The title and lead of one tab's panel. */
export function PanelIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 className="text-3xl font-semibold sm:text-4xl">{title}</h2>
      <p className="mt-4 text-lg text-stone-600">{intro}</p>
    </div>
  );
}
