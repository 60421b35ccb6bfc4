import { describe, expect, it } from 'vitest';
import { groupPackages, packageCategory, packageTab } from '#lib/package-categories.ts';

describe('packageCategory (SPEC §4 grouping by name)', () => {
  it('puts SA Standard packages in the local tab', () => {
    expect(packageCategory('SA Standard Kruger Safari')).toBe('local');
  });

  it('puts Cross Border packages in the cross-border tab, even when they mention SA Standard', () => {
    expect(packageCategory('Cross Border Chobe & Victoria Falls Adventure')).toBe('cross-border');
    expect(packageCategory('SA Standard Cross Border Combo')).toBe('cross-border');
  });

  it('puts anything named Luxury in the luxury tab, whatever else the name says', () => {
    expect(packageCategory('Luxury Okavango Delta Fly-in Safari')).toBe('luxury');
    expect(packageCategory('SA Standard Luxury Upgrade')).toBe('luxury');
    expect(packageCategory('Cross Border Luxury Expedition')).toBe('luxury');
  });

  it('leaves packages that match no rule out of every tab', () => {
    expect(packageCategory('Elegant Safari Experience')).toBeNull();
    expect(packageCategory('Economical Safari Adventure')).toBeNull();
  });

  it('ignores letter case', () => {
    expect(packageCategory('sa standard kruger')).toBe('local');
    expect(packageCategory('CROSS BORDER trip')).toBe('cross-border');
  });
});

describe('packageTab (every active package is listed)', () => {
  it('lets the name rule win over the type', () => {
    expect(packageTab({ name: 'Luxury Kruger', type: 'Local Safari' })).toBe('luxury');
  });

  it('places a package the name rule misses on its type\'s tab', () => {
    expect(packageTab({ name: 'Kruger Family Safari', type: 'Local Safari' })).toBe('local');
    expect(packageTab({ name: 'Economical Safari Adventure', type: 'economical' })).toBe('local');
    expect(packageTab({ name: 'Chobe Explorer', type: 'Cross Border Adventure' })).toBe('cross-border');
    expect(packageTab({ name: 'Sabi Sand Suites', type: 'Luxury Experience' })).toBe('luxury');
    expect(packageTab({ name: 'Elegant Safari Experience', type: 'elegant' })).toBe('luxury');
  });
});

describe('groupPackages', () => {
  it('groups packages into the three tabs in their original order', () => {
    const names = ['Luxury Sabi Sand', 'SA Standard Kruger', 'Cross Border Chobe', 'SA Standard Addo'];
    const groups = groupPackages(names.map((name) => ({ name, type: 'Local Safari' })));
    expect(groups.local.map((p) => p.name)).toEqual(['SA Standard Kruger', 'SA Standard Addo']);
    expect(groups['cross-border'].map((p) => p.name)).toEqual(['Cross Border Chobe']);
    expect(groups.luxury.map((p) => p.name)).toEqual(['Luxury Sabi Sand']);
  });

  it('returns three empty tabs for no packages', () => {
    expect(groupPackages([])).toEqual({ local: [], 'cross-border': [], luxury: [] });
  });
});
