import type { Migration } from 'kysely/migration';
import { initialSchema } from './0001_initial_schema';
import { referenceData } from './0002_reference_data';
import { accountsSchema } from './0003_accounts';
import { membersSchema } from './0005_members';
import { profileMatchesIndexes } from './0004_profile_matches';
import { searchIndexes } from './0006_search_indexes';
import { notificationPreferencesSchema } from './0007_notification_preferences';
import { creditsAndGiftsSchema } from './0008_credits_and_gifts';
import { mailFeedbackSchema } from './0009_mail_feedback';
import { chatSchema } from './0010_chat';
import { jobsSchema } from './0011_jobs';
import { paymentSandboxSchema } from './0012_payment_sandbox';
import { paymentsSchema } from './0013_payments';
import { complaintsSchema } from './0014_complaints';
import { promotionsSchema } from './0015_promotions';
import { directDebitSchema } from './0016_direct_debit';
import { landerCampaignsSchema } from './0017_lander_campaigns';
import { presenceDistanceSchema } from './0018_presence_distance';
import { regionCountsIndex } from './0019_region_counts';
import { staffSchema } from './0020_staff';
import { moderationSchema } from './0021_moderation';
import { memberCareSchema } from './0022_member_care';
import { siteLocales } from './0025_site_locales';
import { pricesSchema } from './0026_prices';
import { complaintLanguage } from './0027_complaint_language';
import { paymentMails } from './0028_payment_mails';
import { welcomeDiscount } from './0029_welcome_discount';
import { entryWarningBelgium } from './0030_entry_warning_belgium';
import { directDebitDiscount } from './0031_direct_debit_discount';
import { searchOrders } from './0032_search_orders';
import { searchCounts } from './0033_search_counts';
import { siteSettingsNotice } from './0034_site_settings_notice';
import { hiddenAccountsUnerased } from './0035_hidden_accounts_unerased';

/**
 * Every migration, by name (applied in name order). A static list rather than a directory glob:
 * the server is bundled into one file by esbuild. Add new migrations here, never rename old ones.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_reference_data': referenceData,
  '0003_accounts': accountsSchema,
  '0004_profile_matches': profileMatchesIndexes,
  '0005_members': membersSchema,
  '0006_search_indexes': searchIndexes,
  '0007_notification_preferences': notificationPreferencesSchema,
  '0008_credits_and_gifts': creditsAndGiftsSchema,
  '0009_mail_feedback': mailFeedbackSchema,
  '0010_chat': chatSchema,
  '0011_jobs': jobsSchema,
  '0012_payment_sandbox': paymentSandboxSchema,
  '0013_payments': paymentsSchema,
  '0014_complaints': complaintsSchema,
  '0015_promotions': promotionsSchema,
  '0016_direct_debit': directDebitSchema,
  '0017_lander_campaigns': landerCampaignsSchema,
  '0018_presence_distance': presenceDistanceSchema,
  '0019_region_counts': regionCountsIndex,
  '0020_staff': staffSchema,
  '0021_moderation': moderationSchema,
  '0022_member_care': memberCareSchema,
  '0025_site_locales': siteLocales,
  '0026_prices': pricesSchema,
  '0027_complaint_language': complaintLanguage,
  '0028_payment_mails': paymentMails,
  '0029_welcome_discount': welcomeDiscount,
  '0030_entry_warning_belgium': entryWarningBelgium,
  '0031_direct_debit_discount': directDebitDiscount,
  '0032_search_orders': searchOrders,
  '0033_search_counts': searchCounts,
  '0034_site_settings_notice': siteSettingsNotice,
  '0035_hidden_accounts_unerased': hiddenAccountsUnerased,
};
