export const notFoundContent = {
  heading: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  linkLabel: 'Back to the home page',
};

export const serverErrorContent = {
  heading: 'Something went wrong',
  text: 'We could not show this page just now. Please try again in a moment.',
  linkLabel: 'Back to the home page',
};
