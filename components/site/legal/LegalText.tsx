/** A legal section's body: its paragraphs, then its points as a bulleted list. */
export function LegalText({ paragraphs, points }: { paragraphs: readonly string[]; points?: readonly string[] }) {
  return (
    <>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-stone-700">
          {paragraph}
        </p>
      ))}
      {points && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-700 marker:text-ochre-600">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </>
  );
}
