/** SPEC §2's not-found texts, quoted; and what a visitor sees if a page fails to render. */
export const notFoundContent = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  helpText: 'The page you were looking for is not here. These will get you back on the trail:',
};

export const serverErrorContent = {
  heading: 'Something went wrong',
  text: 'We could not show this page just now. Please try again in a moment.',
  helpText: 'Meanwhile, these pages are a good place to continue:',
};

export const errorLinks = [
  { href: '/', label: 'Back to the home page' },
  { href: '/packages', label: 'Browse safari packages' },
  { href: '/contact', label: 'Contact us' },
];
