/** Temporary sign-in page: the real one arrives with the admin issue. */
export default function Page() {
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-semibold">Admin Login</h1>
    </main>
  );
}
