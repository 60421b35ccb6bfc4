const PATHS: Record<string, string> = {
  medical: 'M10 4h4v6h6v4h-6v6h-4v-6H4v-4h6z',
  radio: 'M6 10h12v10H6zM9 10l6-6M9 15h.01M13 14h3M13 17h3',
  compass: 'M12 3a9 9 0 110 18 9 9 0 010-18zm3.5 5.5l-2 5-5 2 2-5z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  paw: 'M8 10a2 2 0 110-4 2 2 0 010 4zm8 0a2 2 0 110-4 2 2 0 010 4zM5 14a2 2 0 110-4 2 2 0 010 4zm14 0a2 2 0 110-4 2 2 0 010 4zm-7 6c-3 0-5-1.5-5-3.5S9.5 12 12 12s5 2.5 5 4.5-2 3.5-5 3.5z',
  vehicle: 'M3 16V9l3-4h9l3 4h3v7zM7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
  route: 'M6 19a2 2 0 100-4 2 2 0 000 4zm12-10a2 2 0 100-4 2 2 0 000 4zM6 15V9a3 3 0 013-3h3m0 12h3a3 3 0 003-3V9',
  clock: 'M12 3a9 9 0 110 18 9 9 0 010-18zm0 4v5l3 2',
};

/** Line icons of the safety features; decorative, the title beside each says what it is. */
export function SafetyIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name] ?? PATHS.shield} />
    </svg>
  );
}
