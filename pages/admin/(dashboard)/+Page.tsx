import { usePageContext } from 'vike-react/usePageContext';

/** Temporary dashboard: the real one arrives with the admin issue. */
export default function Page() {
  const { admin } = usePageContext();
  return (
    <main className="mx-auto max-w-6xl px-4 py-16">
      <h1 className="text-3xl font-semibold">Admin Dashboard</h1>
      <p className="mt-2">Welcome back, {admin?.username}</p>
    </main>
  );
}
