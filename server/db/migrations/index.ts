import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './20260101000000-initial.ts';
import * as payments from './20260201000000-payments.ts';
import * as integrations from './20260301000000-integrations.ts';
import * as dashboard from './20260401000000-dashboard.ts';
import * as activitySubject from './20260402000000-activity-subject.ts';
import * as events from './20260501000000-events.ts';
import * as food from './20260601000000-food.ts';
import * as idempotencyLease from './20260701000000-idempotency-lease.ts';
import * as countInsertsPerStatement from './20260702000000-count-inserts-per-statement.ts';
import * as randomIds from './20260710000000-random-ids.ts';
import * as foodOrderToken from './20260710000100-food-order-token.ts';
import * as userNames from './20260711000000-user-names.ts';
import * as throttleCounters from './20260711000100-throttle-counters.ts';
import * as activityPlugin from './20260712000000-activity-plugin.ts';
import * as liveEvents from './20260801000000-live-events.ts';
import * as userActive from './20261126000000-user-active.ts';
import * as viewAllTransactions from './20261126000100-view-all-transactions.ts';
import * as roles from './20261126000200-roles.ts';
import * as userSessions from './20261126000400-user-sessions.ts';
import * as twoFactor from './20261126000500-two-factor.ts';
import * as adminLog from './20261126000600-admin-log.ts';
import * as userLang from './20261127000000-user-lang.ts';
import * as images from './20261127000100-images.ts';
import * as branding from './20261127000200-branding.ts';
import * as pluginAppearance from './20261127000300-plugin-appearance.ts';
import * as paymentSettings from './20261127000400-payment-settings.ts';
import * as restrictionLanding from './20261127000500-restriction-landing.ts';
import * as messageTemplates from './20261127100000-message-templates.ts';
import * as sms from './20261127110000-sms.ts';
import * as apiKeyRolls from './20261127120000-api-key-rolls.ts';
import * as webhookEndpoints from './20261127130000-webhook-endpoints.ts';
import * as catalogue from './20261128000000-catalogue.ts';
import * as catalogueOrders from './20261128000100-catalogue-orders.ts';
import * as catalogueSearch from './20261128000200-catalogue-search.ts';
import * as catalogueContentVersion from './20261128000300-catalogue-content-version.ts';
import * as catalogueStoreStock from './20261128000310-catalogue-store-stock.ts';
import * as catalogueOrderClosed from './20261128000900-catalogue-order-closed.ts';
import * as bulkUploads from './20261129000000-bulk-uploads.ts';
import * as webhookResendRounds from './20261129000100-webhook-resend-rounds.ts';
import * as outboxOwned from './20261129000200-outbox-owned.ts';
import * as catalogueListStamps from './20261129000300-catalogue-list-stamps.ts';
import * as bulkDispatch from './20261129000400-bulk-dispatch.ts';
import * as financeReadsBulk from './20261129000500-finance-reads-bulk.ts';
import * as bulkDispatchItems from './20261130000000-bulk-dispatch-items.ts';
import * as bulkValidation from './20261130002000-bulk-validation.ts';
import * as bulkRecurrence from './20261130003000-bulk-recurrence.ts';
import * as bulkReminders from './20261130004000-bulk-reminders.ts';
import * as bulkOpenLinkMatches from './20261130005000-bulk-open-link-matches.ts';
import * as bulkFileParts from './20261201000000-bulk-file-parts.ts';
import * as bulkReminderRounds from './20261201006000-bulk-reminder-rounds.ts';
import * as eventAdmin from './20261202000100-event-admin.ts';
import * as eventKeys from './20261202000200-event-keys.ts';
import * as menuAdmin from './20261202000500-menu-admin.ts';
import * as menuContentVersion from './20261202000600-menu-content-version.ts';
import * as dropEventKeyColumns from './20261202300000-drop-event-key-columns.ts';
import * as eventChanges from './20261203000000-event-changes.ts';
import * as eventImageAr from './20261203000100-event-image-ar.ts';
import * as moneyIntents from './20261205000000-money-intents.ts';
import * as gatewaySettings from './20261205000100-gateway-settings.ts';
import * as attentionVoid from './20261205000300-attention-void.ts';
import * as testPayments from './20261206000000-test-payments.ts';

/** Static list (no directory scanning): names sort by timestamp, which is the order they run in. */
export const migrations: Record<string, Migration> = {
  '20260101000000-initial': initial,
  '20260201000000-payments': payments,
  '20260301000000-integrations': integrations,
  '20260401000000-dashboard': dashboard,
  '20260402000000-activity-subject': activitySubject,
  '20260501000000-events': events,
  '20260601000000-food': food,
  '20260701000000-idempotency-lease': idempotencyLease,
  '20260702000000-count-inserts-per-statement': countInsertsPerStatement,
  '20260710000000-random-ids': randomIds,
  '20260710000100-food-order-token': foodOrderToken,
  '20260711000000-user-names': userNames,
  '20260711000100-throttle-counters': throttleCounters,
  '20260712000000-activity-plugin': activityPlugin,
  '20260801000000-live-events': liveEvents,
  '20261126000000-user-active': userActive,
  '20261126000100-view-all-transactions': viewAllTransactions,
  '20261126000200-roles': roles,
  '20261126000400-user-sessions': userSessions,
  '20261126000500-two-factor': twoFactor,
  '20261126000600-admin-log': adminLog,
  '20261127000000-user-lang': userLang,
  '20261127000100-images': images,
  '20261127000400-payment-settings': paymentSettings,
  '20261127000200-branding': branding,
  '20261127000500-restriction-landing': restrictionLanding,
  '20261127000300-plugin-appearance': pluginAppearance,
  '20261127110000-sms': sms,
  '20261127130000-webhook-endpoints': webhookEndpoints,
  '20261127120000-api-key-rolls': apiKeyRolls,
  '20261127100000-message-templates': messageTemplates,
  '20261128000000-catalogue': catalogue,
  '20261128000100-catalogue-orders': catalogueOrders,
  '20261128000200-catalogue-search': catalogueSearch,
  '20261128000300-catalogue-content-version': catalogueContentVersion,
  '20261128000310-catalogue-store-stock': catalogueStoreStock,
  '20261128000900-catalogue-order-closed': catalogueOrderClosed,
  '20261129000000-bulk-uploads': bulkUploads,
  '20261129000100-webhook-resend-rounds': webhookResendRounds,
  '20261129000200-outbox-owned': outboxOwned,
  '20261129000300-catalogue-list-stamps': catalogueListStamps,
  '20261129000400-bulk-dispatch': bulkDispatch,
  '20261129000500-finance-reads-bulk': financeReadsBulk,
  '20261130000000-bulk-dispatch-items': bulkDispatchItems,
  '20261130002000-bulk-validation': bulkValidation,
  '20261130003000-bulk-recurrence': bulkRecurrence,
  '20261130004000-bulk-reminders': bulkReminders,
  '20261130005000-bulk-open-link-matches': bulkOpenLinkMatches,
  '20261201000000-bulk-file-parts': bulkFileParts,
  '20261201006000-bulk-reminder-rounds': bulkReminderRounds,
  '20261202000100-event-admin': eventAdmin,
  '20261202000200-event-keys': eventKeys,
  '20261202300000-drop-event-key-columns': dropEventKeyColumns,
  '20261202000500-menu-admin': menuAdmin,
  '20261202000600-menu-content-version': menuContentVersion,
  '20261203000000-event-changes': eventChanges,
  '20261203000100-event-image-ar': eventImageAr,
  '20261205000000-money-intents': moneyIntents,
  '20261205000100-gateway-settings': gatewaySettings,
  '20261205000300-attention-void': attentionVoid,
  '20261206000000-test-payments': testPayments,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
