import { describe, expect, it } from 'vitest';
import { alternatesOf, GERMAN_PATHS, localizedPath, siteHref, splitLocalePath } from '#lib/i18n/locale-paths.ts';
import { GERMAN_HEADS } from '#lib/i18n/page-heads.ts';

describe('language addresses (issue 42)', () => {
  it('reads the language and the logical path from an address', () => {
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/guides')).toEqual({ locale: 'de', path: '/guides' });
    expect(splitLocalePath('/guides')).toEqual({ locale: 'en', path: '/guides' });
    // A path that only starts with the letters is English.
    expect(splitLocalePath('/destinations')).toEqual({ locale: 'en', path: '/destinations' });
  });

  it('writes the address of a path in a language, keeping its query and fragment', () => {
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/guides', 'de')).toBe('/de/guides');
    expect(localizedPath('/?a=1#contact', 'de')).toBe('/de?a=1#contact');
    expect(localizedPath('/guides', 'en')).toBe('/guides');
  });

  it('keeps a German page’s links German only where the page is written in German', () => {
    expect(siteHref('/guides', 'de')).toBe('/de/guides');
    expect(siteHref('/packages', 'de')).toBe('/de/packages');
    // A trip's own page is not the list: it stays English until its German is reviewed.
    expect(siteHref('/packages/kruger-week', 'de')).toBe('/packages/kruger-week');
    expect(siteHref('/contact?package=1#contact', 'de')).toBe('/de/contact?package=1#contact');
    expect(siteHref('/faq#booking', 'de')).toBe('/faq#booking');
    expect(siteHref('/destinations', 'de')).toBe('/de/destinations');
    // A destination's own page is not the list: it has no German yet.
    expect(siteHref('/kruger-detail', 'de')).toBe('/kruger-detail');
    for (const activity of ['/cheetah-walk', '/jessica-hippo', '/panorama-route', '/quad-biking', '/victoria-falls']) {
      expect(siteHref(activity, 'de')).toBe(`/de${activity}`);
    }
    expect(siteHref('/contact?about=cheetah-walk', 'de')).toBe('/de/contact?about=cheetah-walk');
    expect(siteHref('/gallery', 'de')).toBe('/de/gallery');
    expect(siteHref('/travel-info', 'de')).toBe('/de/travel-info');
    expect(siteHref('#packages', 'de')).toBe('#packages');
  });

  it('pairs a written page with itself, its other version and the English x-default; others have none', () => {
    expect(alternatesOf('/guides')).toEqual([
      { hreflang: 'en', path: '/guides' },
      { hreflang: 'de', path: '/de/guides' },
      { hreflang: 'x-default', path: '/guides' },
    ]);
    expect(alternatesOf('/packages')).toEqual([
      { hreflang: 'en', path: '/packages' },
      { hreflang: 'de', path: '/de/packages' },
      { hreflang: 'x-default', path: '/packages' },
    ]);
    expect(alternatesOf('/victoria-falls')).toEqual([
      { hreflang: 'en', path: '/victoria-falls' },
      { hreflang: 'de', path: '/de/victoria-falls' },
      { hreflang: 'x-default', path: '/victoria-falls' },
    ]);
    expect(alternatesOf('/faq')).toEqual([]);
  });

  it('gives every German page a German title and description', () => {
    expect(Object.keys(GERMAN_HEADS).sort()).toEqual([...GERMAN_PATHS].sort());
  });
});
