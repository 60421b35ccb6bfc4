import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AgeBadge } from '#pages/admin/(dashboard)/inquiries/AgeBadge.tsx';
import { currentSection } from '#components/admin/admin-sections.ts';
import { deskHref, exportHref } from '#pages/admin/(dashboard)/inquiries/desk-href.ts';
import { Pager } from '#pages/admin/(dashboard)/inquiries/Pager.tsx';
import { formatCount, formatDateTime, formatDuration } from '#lib/format.ts';

describe('times on staff pages', () => {
  it("shows a moment in the operator's time zone, not UTC", () => {
    expect(formatDateTime('2026-11-20T22:30:00Z', 'Africa/Johannesburg')).toBe('21 Nov 2026, 00:30');
    expect(formatDateTime('2026-11-20T22:30:00Z', 'UTC')).toBe('20 Nov 2026, 22:30');
    expect(formatDateTime('2026-01-05T09:05:00Z', 'America/New_York')).toBe('5 Jan 2026, 04:05');
  });

  it('says a waiting time as people do', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(3 * 3_600_000)).toBe('3 h');
    expect(formatDuration(26 * 3_600_000 + 5 * 60_000)).toBe('26 h 5 min');
    expect(formatDuration(5 * 86_400_000)).toBe('5 days');
  });
});

describe('the admin tab bar', () => {
  it('marks Overview only at /admin and every other section with its sub-pages', () => {
    expect(currentSection('/admin')?.label).toBe('Overview');
    expect(currentSection('/admin/')?.label).toBe('Overview');
    expect(currentSection('/admin/inquiries/3f0e')?.label).toBe('Inquiries');
    expect(currentSection('/admin/gallery')?.label).toBe('Gallery');
    expect(currentSection('/admin/packagesx')).toBeUndefined();
  });
});

describe("the desk's URLs", () => {
  it('keep the filter, search and page, and export the same view without the page', () => {
    expect(deskHref({ status: null, q: '', page: 1 })).toBe('/admin/inquiries');
    expect(deskHref({ status: 'pending', q: 'lion & co', page: 3 })).toBe('/admin/inquiries?status=pending&q=lion+%26+co&page=3');
    expect(exportHref({ status: 'booked', q: 'x', page: 4 })).toBe('/api/admin/inquiries/export?status=booked&q=x');
  });
});

describe("the age badge of an enquiry that needs a reply", () => {
  const badge = (hours: number) =>
    renderToStaticMarkup(createElement(AgeBadge, { since: '2026-11-19T08:00:00.000Z', now: new Date(Date.parse('2026-11-19T08:00:00Z') + hours * 3_600_000).toISOString() }));

  it('turns urgent only once the 24-hour promise is broken', () => {
    expect(badge(23.9)).toContain('data-urgent="false"');
    expect(badge(24)).toContain('data-urgent="false"');
    expect(badge(24.1)).toContain('data-urgent="true"');
    expect(badge(30)).toContain('Waiting 30 h');
    expect(badge(30)).toContain('over 24 h');
  });
});

describe("the desk's pager", () => {
  const pager = (page: number, total: number, shown: number, totalCapped = false) =>
    renderToStaticMarkup(createElement(Pager, { view: { status: 'pending', q: 'lion', page }, total, totalCapped, pageSize: 50, shown }));

  it('says which enquiries are shown and links to the pages either side, keeping the view', () => {
    const middle = pager(2, 120, 50);
    expect(middle).toContain('Showing 51–100 of 120');
    expect(middle).toContain('href="/admin/inquiries?status=pending&amp;q=lion"');
    expect(middle).toContain('href="/admin/inquiries?status=pending&amp;q=lion&amp;page=3"');
    const last = pager(3, 120, 20);
    expect(last).toContain('Showing 101–120 of 120');
    expect(last).not.toContain('Next page');
    expect(pager(1, 0, 0)).toBe('');
  });

  it('reads a capped total as the cap and "+", and keeps a next page while pages are full', () => {
    const search = pager(3, 1_001, 50, true);
    expect(search).toContain('Showing 101–150 of 1,000+');
    expect(search).toContain('href="/admin/inquiries?status=pending&amp;q=lion&amp;page=4"');
    expect(pager(1, 10_001, 50, true)).toContain('of 10,000+');
  });
});

describe('formatCount', () => {
  it('reads a count up to the cap as it is, with separators', () => {
    expect(formatCount(0, 10_000)).toBe('0');
    expect(formatCount(9_999, 10_000)).toBe('9,999');
    expect(formatCount(10_000, 10_000)).toBe('10,000');
  });
  it('reads anything past the cap as "cap+"', () => {
    expect(formatCount(10_001, 10_000)).toBe('10,000+');
  });
});
