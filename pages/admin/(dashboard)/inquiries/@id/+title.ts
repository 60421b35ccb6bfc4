import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

/** The traveller's name in the browser tab, so staff with several enquiries open can tell them apart. */
export function title(pageContext: PageContext<Data>) {
  const { inquiry } = pageContext.data;
  return `${inquiry.firstName} ${inquiry.lastName} | Enquiry | Admin Dashboard`;
}
