import type { PageContextServer } from 'vike/types';
import { newProposalData } from '../editor-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export const data = (pageContext: PageContextServer) => newProposalData(pageContext);
