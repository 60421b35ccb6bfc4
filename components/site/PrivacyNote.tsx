/** Beside both enquiry forms: what happens to what the traveller sends, with the full notice a click away. */
export function PrivacyNote() {
  return (
    <p className="text-sm text-stone-600">
      We use your details only to answer and plan your safari, and erase them when you ask.{' '}
      <a href="/privacy" className="font-medium text-bush-800 underline underline-offset-4 hover:text-ochre-700">
        Read our Privacy Policy
      </a>
      .
    </p>
  );
}
