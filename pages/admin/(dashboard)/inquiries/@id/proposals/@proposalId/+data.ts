import type { PageContextServer } from 'vike/types';
import { storedProposalData } from '../editor-data.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export const data = (pageContext: PageContextServer) => storedProposalData(pageContext);
