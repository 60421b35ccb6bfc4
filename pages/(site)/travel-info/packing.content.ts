// Moved to lib/content/packing.content.ts (issue 37). Kept only for components/site/pack/PackSections.server.tsx, whose
// owner is editing it now: once its import names #lib/content/packing.content.ts, delete this file.
export * from '#lib/content/packing.content.ts';
