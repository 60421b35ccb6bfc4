/** The line icons our activity, travel and accommodation content names by key. */
const PATHS = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4',
  'first-aid': 'M4 7h16v13H4z M9 7V4h6v3 M12 10v7 M8.5 13.5h7',
  radio: 'M6 8h12v12H6z M9 4l6 4 M9 13h0 M15 12v4 M9 16h2',
  users: 'M9 11a3 3 0 100-6 3 3 0 000 6z M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6 M16 5.5a3 3 0 010 5.5 M18 14.5c1.8.9 3 2.9 3 5.5',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4z M12 16.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18z M12 7v5l3 2',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  'map-pin': 'M12 21s-6-5.5-6-11a6 6 0 0112 0c0 5.5-6 11-6 11z M12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  sun: 'M12 16a4 4 0 100-8 4 4 0 000 8z M12 2v2 M12 20v2 M4.9 4.9l1.4 1.4 M17.7 17.7l1.4 1.4 M2 12h2 M20 12h2 M4.9 19.1l1.4-1.4 M17.7 6.3l1.4-1.4',
  binoculars: 'M6.5 19a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M17.5 19a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M10 15h4 M4 14l2-9h3v8 M20 14l-2-9h-3v8',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  star: 'M12 3l2.7 5.6 6.1.8-4.4 4.3 1 6.1L12 17l-5.4 2.8 1-6.1-4.4-4.3 6.1-.8z',
  mountain: 'M3 20l6-11 4 6 3-4 5 9z M8 11l1.5 1.5L11 11',
  compass: 'M12 21a9 9 0 100-18 9 9 0 000 18z M15.5 8.5l-2 5-5 2 2-5z',
  helmet: 'M4 16a8 8 0 0116 0v2H4z M12 8v8 M20 16h-6',
  droplet: 'M12 3s6 6.5 6 11a6 6 0 01-12 0c0-4.5 6-11 6-11z',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15z M5 19l8-8',
  utensils: 'M7 3v8 M4.5 3v5a2.5 2.5 0 005 0V3 M7 11v10 M17 21V3c-2 1-3 4-3 7h3',
  spa: 'M12 20c-4 0-8-3-8-8 3 0 6 1.5 8 4 2-2.5 5-4 8-4 0 5-4 8-8 8z M12 16c-1.5-2-1.5-6 0-9 1.5 3 1.5 7 0 9z',
  pool: 'M3 17c2 0 2-1.5 4.5-1.5S9.5 17 12 17s2.5-1.5 4.5-1.5S19 17 21 17 M3 21c2 0 2-1.5 4.5-1.5S9.5 21 12 21s2.5-1.5 4.5-1.5S19 21 21 21 M8 14V5a2 2 0 014 0 M16 14V5a2 2 0 00-4 0 M8 9h8',
  car: 'M3 16v-4l2-5h14l2 5v4z M3 12h18 M7 19a2 2 0 100-4 2 2 0 000 4z M17 19a2 2 0 100-4 2 2 0 000 4z',
  bed: 'M3 19V6 M3 14h18v5 M21 14v-3a3 3 0 00-3-3h-8v6 M6.5 11.5a1.5 1.5 0 100-3 1.5 1.5 0 000 3z',
  plane: 'M10 20l2-6-6-2 1-2 7 1 4-5a1.4 1.4 0 012 2l-5 4 1 7-2 1-2-6-6 2',
  document: 'M6 3h8l4 4v14H6z M14 3v4h4 M9 12h6 M9 16h6',
  battery: 'M3 8h15v8H3z M18 11h2v2h-2 M6 11h5',
  shirt: 'M8 4l-5 3 2 4 3-1v10h8V10l3 1 2-4-5-3c-.5 1.5-2 2.5-4 2.5S8.5 5.5 8 4z',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18z M3 12h18 M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M7 7l10 10 M17 7L7 17',
} as const;

export type IconName = keyof typeof PATHS;

export function ActivityIcon({ name, className = 'h-6 w-6' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
