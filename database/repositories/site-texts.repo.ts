import type { EntityManager } from '@mikro-orm/postgresql';
import { SiteText } from '../entities/company-settings.entity.ts';
import type { FaqItem, TermsSection } from '#lib/domain/site/company-settings.types.ts';
import { DEFAULT_FAQ, DEFAULT_TERMS, DEFAULT_TEXTS_UPDATED_AT } from '../seeds/site-texts.content.ts';

export type SiteTextKey = 'faq' | 'terms';

/** A stored text and when it last changed (the Terms' "Last updated" line). */
export interface SiteTextView<T> {
  items: T[];
  updatedAt: string;
}

const DEFAULTS = {
  faq: { items: DEFAULT_FAQ, updatedAt: DEFAULT_TEXTS_UPDATED_AT },
  terms: { items: DEFAULT_TERMS, updatedAt: DEFAULT_TEXTS_UPDATED_AT },
} satisfies Record<SiteTextKey, { items: unknown[]; updatedAt: Date }>;

const copy = <T extends object>(items: readonly T[]): T[] => items.map((item) => ({ ...item }));

/**
 * The texts the operator edits whole under Settings (decision 116): the FAQ and the Terms. Each is one
 * row, read and replaced whole. Before the first start has written them, the shipped texts.
 */
export class SiteTextsRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  faq(): Promise<SiteTextView<FaqItem>> {
    return this.read('faq', (item) => ({ question: String(item.question), answer: String(item.answer) }));
  }

  terms(): Promise<SiteTextView<TermsSection>> {
    return this.read('terms', (item) => ({ heading: String(item.heading), body: String(item.body) }));
  }

  /** Staged: replaces the FAQ with these questions, in this order. */
  setFaq(items: FaqItem[]): Promise<SiteTextView<FaqItem>> {
    return this.write('faq', items.map(({ question, answer }) => ({ question, answer })));
  }

  /** Staged: replaces the Terms with these sections, in this order. */
  setTerms(items: TermsSection[]): Promise<SiteTextView<TermsSection>> {
    return this.write('terms', items.map(({ heading, body }) => ({ heading, body })));
  }

  /** Writes the shipped texts where none is stored: at once, harmless when two processes start together. */
  async seed(): Promise<void> {
    for (const [key, text] of Object.entries(DEFAULTS) as [SiteTextKey, { items: readonly object[]; updatedAt: Date }][]) {
      await this.em.createQueryBuilder(SiteText).insert({ key, items: copy(text.items), updatedAt: text.updatedAt }).onConflict('key').ignore().execute('run');
    }
  }

  private async read<T extends object>(key: SiteTextKey, shape: (item: Record<string, unknown>) => T): Promise<SiteTextView<T>> {
    const row = await this.em.findOne(SiteText, { key });
    if (!row) return { items: copy(DEFAULTS[key].items as unknown as T[]), updatedAt: DEFAULTS[key].updatedAt.toISOString() };
    return { items: (row.items as Record<string, unknown>[]).map(shape), updatedAt: row.updatedAt.toISOString() };
  }

  private async write<T extends object>(key: SiteTextKey, items: T[]): Promise<SiteTextView<T>> {
    const now = new Date();
    const row = await this.em.findOne(SiteText, { key });
    if (row) this.em.assign(row, { items, updatedAt: now });
    else this.em.create(SiteText, { key, items, updatedAt: now });
    return { items, updatedAt: now.toISOString() };
  }
}
