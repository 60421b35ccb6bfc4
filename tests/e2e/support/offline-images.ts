/**
 * Stock photos live on another host, which tests (and this machine) cannot reach. Requests to any
 * other host get a small generated landscape instead, so pages render as with real photos and no
 * "failed to load resource" noise reaches the console.
 */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3c98b"/><stop offset="1" stop-color="#d98c3f"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#s)"/><circle cx="300" cy="110" r="38" fill="#fbe3b0"/>
<path d="M0 230c60-30 110-45 160-40s90 25 140 20 80-20 100-25v115H0z" fill="#6b5a2e"/>
<path d="M70 200v-40m-30 10c10-18 50-18 60 0m-46-4c-6-20 36-20 30 0" stroke="#3b3218" stroke-width="6" fill="none"/>
</svg>`;

export function isExternal(url: string, baseURL: string): boolean {
  return new URL(url).host !== new URL(baseURL).host && !url.startsWith('data:');
}
