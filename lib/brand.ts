/** The company's name as the site shows it. */
export const BRAND_NAME = 'African Safari Tours';
