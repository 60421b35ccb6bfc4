import type { EntityManager } from '@mikro-orm/postgresql';
import type { InferEntity } from '@mikro-orm/core';
import { Inquiry } from '../entities/index.ts';
import type { InquiryRecord } from '../dto.ts';
import type { ContactInquiryInput, InquiryInput } from '../schemas/inquiry.schema.ts';

type InquiryEntity = InferEntity<typeof Inquiry>;

/** The contact page's fields, stored on the same inquiry; it names no package or group, so those say so. */
export function contactToInquiry(input: ContactInquiryInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    packageType: input.safariType ?? 'custom',
    groupSize: input.groupSize ?? 'not given',
    arrivalDate: input.arrivalDate,
    departureDate: input.departureDate,
    message: input.message ?? '',
    phone: input.phone,
    safariType: input.safariType,
    budgetRange: input.budgetRange,
  };
}

function toRecord(i: InquiryEntity): InquiryRecord {
  return {
    id: i.id,
    firstName: i.firstName,
    lastName: i.lastName,
    email: i.email,
    packageType: i.packageType,
    groupSize: i.groupSize,
    arrivalDate: i.arrivalDate ?? null,
    departureDate: i.departureDate ?? null,
    message: i.message,
    phone: i.phone ?? null,
    safariType: i.safariType ?? null,
    budgetRange: i.budgetRange ?? null,
    status: i.status,
    createdAt: i.createdAt.toISOString(),
  };
}

export class InquiriesRepository {
  private readonly em: EntityManager;

  constructor(em: EntityManager) {
    this.em = em;
  }

  /** Status and receipt time are the server's; the input cannot carry them. */
  async create(input: InquiryInput | ReturnType<typeof contactToInquiry>): Promise<InquiryRecord> {
    const entity = this.em.create(Inquiry, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      packageType: input.packageType,
      groupSize: input.groupSize,
      arrivalDate: input.arrivalDate ?? null,
      departureDate: input.departureDate ?? null,
      message: input.message,
      phone: 'phone' in input ? (input.phone ?? null) : null,
      safariType: 'safariType' in input ? (input.safariType ?? null) : null,
      budgetRange: 'budgetRange' in input ? (input.budgetRange ?? null) : null,
      status: 'pending',
      createdAt: new Date(),
    });
    await this.em.flush();
    return toRecord(entity);
  }

  /** Newest first. */
  async list(options: { limit?: number } = {}): Promise<InquiryRecord[]> {
    const rows = await this.em.find(Inquiry, {}, { orderBy: { createdAt: 'desc' }, limit: options.limit });
    return rows.map(toRecord);
  }

  async counts(): Promise<{ total: number; pending: number }> {
    const [total, pending] = await Promise.all([
      this.em.count(Inquiry, {}),
      this.em.count(Inquiry, { status: 'pending' }),
    ]);
    return { total, pending };
  }
}
