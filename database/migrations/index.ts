import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261126040000_InboundGuard } from './Migration20261126040000_InboundGuard.ts';
import { Migration20261124121000_InboundMail } from './Migration20261124121000_InboundMail.ts';
import { Migration20261124123000_RolesPasswordReset } from './Migration20261124123000_RolesPasswordReset.ts';
import { Migration20261124124500_SavedRepliesMailDelays } from './Migration20261124124500_SavedRepliesMailDelays.ts';
import { Migration20261124130000_AddressSearch } from './Migration20261124130000_AddressSearch.ts';
import { Migration20261126010000_NeedsReply } from './Migration20261126010000_NeedsReply.ts';
import { Migration20261126160000_TextsThatAgree } from './Migration20261126160000_TextsThatAgree.ts';
import { Migration20261126050000_LinksThatEnd } from './Migration20261126050000_LinksThatEnd.ts';
import { Migration20261124124000_PossibleSpam } from './Migration20261124124000_PossibleSpam.ts';
import { Migration20261124083000_DeskAtScale } from './Migration20261124083000_DeskAtScale.ts';
import { Migration20261124081034_TripDetails } from './Migration20261124081034_TripDetails.ts';
import { Migration20261124080000_MailClaims } from './Migration20261124080000_MailClaims.ts';
import { Migration20261123002133_AuditSequence } from './Migration20261123002133_AuditSequence.ts';
import { Migration20261122205428_MailEvents } from './Migration20261122205428_MailEvents.ts';
import { Migration20261122203703_DeskInquiries } from './Migration20261122203703_DeskInquiries.ts';
import { Migration20261122203938_ContentImagesAuditAccounts } from './Migration20261122203938_ContentImagesAuditAccounts.ts';
import { Migration20261121170629_Initial } from './Migration20261121170629_Initial.ts';
import { Migration20261124120000_Proposals } from './Migration20261124120000_Proposals.ts';
import { Migration20261126020000_LedgerOutlivesEnquiry } from './Migration20261126020000_LedgerOutlivesEnquiry.ts';
import { Migration20261126030000_DeparturesAsInventory } from './Migration20261126030000_DeparturesAsInventory.ts';
import { Migration20261124122000_CompanySettingsContent } from './Migration20261124122000_CompanySettingsContent.ts';

/** Every committed migration, oldest first. `npm run db:migration:create` appends here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121170629_Initial', class: Migration20261121170629_Initial },
  { name: 'Migration20261122203703_DeskInquiries', class: Migration20261122203703_DeskInquiries },
  { name: 'Migration20261122203938_ContentImagesAuditAccounts', class: Migration20261122203938_ContentImagesAuditAccounts },
  { name: 'Migration20261122205428_MailEvents', class: Migration20261122205428_MailEvents },
  { name: 'Migration20261123002133_AuditSequence', class: Migration20261123002133_AuditSequence },
  { name: 'Migration20261124080000_MailClaims', class: Migration20261124080000_MailClaims },
  { name: 'Migration20261124081034_TripDetails', class: Migration20261124081034_TripDetails },
  { name: 'Migration20261124083000_DeskAtScale', class: Migration20261124083000_DeskAtScale },
  { name: 'Migration20261124120000_Proposals', class: Migration20261124120000_Proposals },
  { name: 'Migration20261124121000_InboundMail', class: Migration20261124121000_InboundMail },
  { name: 'Migration20261124122000_CompanySettingsContent', class: Migration20261124122000_CompanySettingsContent },
  { name: 'Migration20261124123000_RolesPasswordReset', class: Migration20261124123000_RolesPasswordReset },
  { name: 'Migration20261124124000_PossibleSpam', class: Migration20261124124000_PossibleSpam },
  { name: 'Migration20261124124500_SavedRepliesMailDelays', class: Migration20261124124500_SavedRepliesMailDelays },
  { name: 'Migration20261124130000_AddressSearch', class: Migration20261124130000_AddressSearch },
  { name: 'Migration20261126010000_NeedsReply', class: Migration20261126010000_NeedsReply },
  { name: 'Migration20261126020000_LedgerOutlivesEnquiry', class: Migration20261126020000_LedgerOutlivesEnquiry },
  { name: 'Migration20261126030000_DeparturesAsInventory', class: Migration20261126030000_DeparturesAsInventory },
  { name: 'Migration20261126040000_InboundGuard', class: Migration20261126040000_InboundGuard },
  { name: 'Migration20261126050000_LinksThatEnd', class: Migration20261126050000_LinksThatEnd },
  { name: 'Migration20261126160000_TextsThatAgree', class: Migration20261126160000_TextsThatAgree },
];
