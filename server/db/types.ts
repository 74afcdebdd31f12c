import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  PasswordResetTokensTable,
  RefreshTokensTable,
  RolesTable,
  SignInChallengesTable,
  ThrottleCountersTable,
  TwoFactorRecoveryCodesTable,
  TwoFactorSecretsTable,
  UserSessionsTable,
  UsersTable,
} from './tables-accounts.ts';
import type {
  BulkDispatchesTable,
  BulkDispatchItemsTable,
  BulkReminderPlansTable,
  BulkReminderRoundsTable,
  BulkRemindersTable,
  BulkStagedRowsTable,
  BulkUploadFilePartsTable,
  BulkUploadFilesTable,
  BulkUploadRowsTable,
  BulkUploadsTable,
} from './tables-bulk.ts';
import type {
  CatalogueBannersTable,
  CatalogueCategoriesTable,
  CatalogueConfigTable,
  CatalogueOrdersTable,
  CatalogueProductRemovalsTable,
  CatalogueProductStoresTable,
  CatalogueProductsTable,
  CatalogueStoresTable,
} from './tables-catalogue.ts';
import type { BulksTable, TransactionCountsTable, TransactionFieldsTable } from './tables-dashboard.ts';
import type {
  BookingItemsTable,
  BookingMembersTable,
  BookingsTable,
  CheckInsTable,
  EventChangeItemsTable,
  EventChangesTable,
  EventFeedbackTable,
  EventGatesTable,
  EventKeysTable,
  EventsTable,
  EventTicketsTable,
  TicketInventoryTable,
} from './tables-events.ts';
import type {
  FoodBannersTable,
  FoodBranchesTable,
  FoodCategoriesTable,
  FoodDeliveryAreasTable,
  FoodDeliveryZonesTable,
  FoodItemBranchOffTable,
  FoodItemsTable,
  FoodMenuConfigTable,
  FoodOrderFeedbackTable,
  FoodOrderStateHistoryTable,
  FoodOrdersTable,
  FoodVouchersTable,
  NotificationTokensTable,
} from './tables-food.ts';
import type {
  ApiKeysTable,
  CollectorsTable,
  FilesTable,
  ImagesTable,
  ImageVariantsTable,
  PaymentRestrictionAmountsTable,
  PaymentRestrictionsTable,
  WebhookDeliveriesTable,
  WebhookEventsTable,
} from './tables-integrations.ts';
import type {
  MerchantPluginsTable,
  MerchantsTable,
  MessageTemplatesTable,
  PluginAppearanceTable,
  SettingsTable,
  UnitsTable,
} from './tables-merchants.ts';
import type {
  GatewayCallbacksTable,
  GatewaysTable,
  IdempotencyKeysTable,
  MoneyMovementsTable,
  PaymentAttemptsTable,
  PaymentAttentionTable,
  TransactionsTable,
} from './tables-payments.ts';
import type {
  ActivityLogTable,
  CodePairingsTable,
  HelpSubjectsTable,
  LiveEventClaimsTable,
  LiveEventsTable,
  OutboxTable,
  SmsProvidersTable,
} from './tables-platform.ts';
import type { WebhookEndpointsTable } from './tables-webhooks.ts';

export type * from './tables-accounts.ts';
export type * from './tables-bulk.ts';
export type * from './tables-catalogue.ts';
export type * from './tables-dashboard.ts';
export type * from './tables-events.ts';
export type * from './tables-food.ts';
export type * from './tables-integrations.ts';
export type * from './tables-merchants.ts';
export type * from './tables-payments.ts';
export type * from './tables-platform.ts';
export type * from './tables-webhooks.ts';

export interface Database {
  settings: SettingsTable;
  merchants: MerchantsTable;
  units: UnitsTable;
  users: UsersTable;
  roles: RolesTable;
  merchant_plugins: MerchantPluginsTable;
  plugin_appearance: PluginAppearanceTable;
  message_templates: MessageTemplatesTable;
  refresh_tokens: RefreshTokensTable;
  user_sessions: UserSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
  throttle_counters: ThrottleCountersTable;
  activity_log: ActivityLogTable;
  outbox: OutboxTable;
  sms_providers: SmsProvidersTable;
  live_events: LiveEventsTable;
  live_event_claims: LiveEventClaimsTable;
  help_subjects: HelpSubjectsTable;
  code_pairings: CodePairingsTable;
  gateways: GatewaysTable;
  transactions: TransactionsTable;
  payment_attempts: PaymentAttemptsTable;
  money_movements: MoneyMovementsTable;
  idempotency_keys: IdempotencyKeysTable;
  gateway_callbacks: GatewayCallbacksTable;
  payment_attention: PaymentAttentionTable;
  api_keys: ApiKeysTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_endpoints: WebhookEndpointsTable;
  collectors: CollectorsTable;
  payment_restrictions: PaymentRestrictionsTable;
  payment_restriction_amounts: PaymentRestrictionAmountsTable;
  files: FilesTable;
  images: ImagesTable;
  image_variants: ImageVariantsTable;
  bulks: BulksTable;
  transaction_fields: TransactionFieldsTable;
  transaction_counts: TransactionCountsTable;
  events: EventsTable;
  event_tickets: EventTicketsTable;
  ticket_inventory: TicketInventoryTable;
  bookings: BookingsTable;
  booking_items: BookingItemsTable;
  booking_members: BookingMembersTable;
  check_ins: CheckInsTable;
  event_feedback: EventFeedbackTable;
  event_keys: EventKeysTable;
  event_gates: EventGatesTable;
  event_changes: EventChangesTable;
  event_change_items: EventChangeItemsTable;
  food_menu_config: FoodMenuConfigTable;
  food_categories: FoodCategoriesTable;
  food_items: FoodItemsTable;
  food_item_branch_off: FoodItemBranchOffTable;
  food_branches: FoodBranchesTable;
  food_delivery_zones: FoodDeliveryZonesTable;
  food_delivery_areas: FoodDeliveryAreasTable;
  food_banners: FoodBannersTable;
  food_vouchers: FoodVouchersTable;
  food_orders: FoodOrdersTable;
  food_order_state_history: FoodOrderStateHistoryTable;
  food_order_feedback: FoodOrderFeedbackTable;
  notification_tokens: NotificationTokensTable;
  catalogue_config: CatalogueConfigTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_products: CatalogueProductsTable;
  catalogue_product_removals: CatalogueProductRemovalsTable;
  catalogue_stores: CatalogueStoresTable;
  catalogue_product_stores: CatalogueProductStoresTable;
  catalogue_banners: CatalogueBannersTable;
  catalogue_orders: CatalogueOrdersTable;
  bulk_uploads: BulkUploadsTable;
  bulk_upload_rows: BulkUploadRowsTable;
  bulk_dispatches: BulkDispatchesTable;
  bulk_dispatch_items: BulkDispatchItemsTable;
  bulk_reminder_plans: BulkReminderPlansTable;
  bulk_reminders: BulkRemindersTable;
  bulk_reminder_rounds: BulkReminderRoundsTable;
  bulk_upload_files: BulkUploadFilesTable;
  bulk_upload_file_parts: BulkUploadFilePartsTable;
  bulk_staged_rows: BulkStagedRowsTable;
}

export type User = Selectable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Merchant = Selectable<MerchantsTable>;
export type MerchantUpdate = Updateable<MerchantsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type SmsProviderRow = Selectable<SmsProvidersTable>;
export type ActivityRow = Selectable<ActivityLogTable>;
export type GatewayRow = Selectable<GatewaysTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransactionRow = Insertable<TransactionsTable>;
export type AttemptRow = Selectable<PaymentAttemptsTable>;
export type UnitRow = Selectable<UnitsTable>;
