/**
 * Every error text of the spec catalogues, once. These are sentences users read: never rewrite
 * them inline. Texts with a value in them are functions.
 */

export { HttpErrors } from './http-errors.js';

/** Sign-in, registration, verification, reset (platform.md sections 5 and 8). */
export const AuthErrors = {
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_VERIFICATION_REQUIRED: 'Email verification required',
  LOGIN_FAILED: 'Login failed',
  LOGIN_FAILED_RETRY: 'Login failed. Please try again.',
  REGISTRATION_FAILED_RETRY: 'Registration failed. Please try again.',
  REGISTRATION_FAILED: 'Registration failed',
  SESSION_EXPIRED: 'Session expired. Please log in again.',
  VERIFICATION_FAILED: 'Verification failed. Please try again.',
  RESEND_CODE_FAILED: 'Failed to resend code. Please try again.',
  RESEND_VERIFICATION_FAILED: 'Failed to resend verification. Please try again.',
  RESEND_VERIFICATION_SENT: 'If an account exists for this email, a verification message has been sent.',
  CHECK_INBOX: 'Please check your inbox to verify your email before signing in.',
  RESET_FAILED: 'Failed to reset password.',
  ACCOUNT_LOCKED: 'Account is temporarily locked due to too many failed login attempts',
  // Registration, in the order the checks run.
  PERSONA_REQUIRED: 'Please select whether you are a Founder or an Investor',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  INVALID_EMAIL: 'Please enter a valid email address',
  PASSWORD_TOO_SHORT: 'Password must be at least 8 characters long',
  FIRST_NAME_LENGTH: 'First name must be between 1 and 50 characters',
  LAST_NAME_LENGTH: 'Last name must be between 1 and 50 characters',
  PHONE_REQUIRED: 'Phone number is required',
  TERMS_REQUIRED: 'You must agree to the Terms of Use to create an account',
  // Reset password.
  RESET_TOKEN_MISSING: 'Missing or invalid reset token.',
  RESET_LINK_INVALID: 'Invalid reset link.',
  RESET_PASSWORD_TOO_SHORT: 'Password must be at least 8 characters.',
  RESET_PASSWORDS_DO_NOT_MATCH: 'Passwords do not match.',
  RESEND_NEEDS_EMAIL: 'Please enter your email then click Resend',
  // Not in the spec's catalogue: the sign-in, password, 2FA and profile rules it implies.
  EMAIL_ALREADY_REGISTERED: 'An account with this email already exists. Sign in or reset your password.',
  PASSWORD_RESET_SENT: 'If an account exists for this email, a password reset link has been sent.',
  PASSWORD_INCORRECT: 'The password is incorrect',
  TWO_FACTOR_ALREADY_ON: 'Two-factor authentication is already on. Turn it off before choosing another method.',
  TWO_FACTOR_SETUP_MISSING: 'Start the two-factor setup again: no code is waiting for confirmation.',
  DEMO_LOGIN_UNAVAILABLE: 'Demo sign-in is only available for the demo accounts',
  AVATAR_MISSING: 'Choose an image to upload',
  AVATAR_TYPE: 'The avatar must be a PNG, JPEG, WebP or GIF image',
  AVATAR_TOO_LARGE: 'The avatar must be 2 MB or smaller',
  deleteConfirmationMismatch: (word: string) => `Type ${word} exactly to confirm`,
  ownerOfSharedAccount: (accountName: string) => `You own ${accountName}, which has other members. Transfer its ownership or remove its members before deleting your profile.`,
} as const;

/** Sessions and security administration (not in the spec's catalogue). */
export const SessionErrors = {
  SESSION_NOT_FOUND: 'Session not found',
  USER_NOT_FOUND: 'User not found',
  ADMIN_REQUIRED: 'Only account owners and admins can do this',
  CANNOT_LOCK_SELF: 'You cannot lock your own account',
  CANNOT_LOCK_OWNER: 'Only the owner can lock or unlock the account owner',
  ACTION_INVALID: 'An audit action is 1 to 100 lowercase letters, digits, dots, colons, dashes or underscores',
} as const;

/** Sessions, invitations, tenant context (platform.md section 8). */
export const AccessErrors = {
  SESSION_VALIDATION_FAILED: 'Session validation failed',
  INVALID_OR_EXPIRED_INVITATION: 'Invalid or expired invitation',
  INVALID_INVITATION_DATA: 'Invalid invitation data',
  INVITATION_CREATION_FAILED: 'Invitation creation failed',
  INVITATION_ACCEPTANCE_FAILED: 'Invitation acceptance failed',
  INVITATION_DECLINE_FAILED: 'Invitation decline failed',
  // Not in the spec's catalogue: why an invitation cannot be created or accepted.
  INVITATION_ALREADY_PENDING: 'An invitation is already pending for this email',
  INVITATION_EMAIL_MISMATCH: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  TENANT_CONTEXT_REQUIRED: 'Tenant context required',
  NO_ACCOUNT_CONTEXT: 'No account context set.',
  ACCESS_DENIED_PAGE: "Access Denied: You don't have permission to access this page",
  tenantMismatch: (accountId: string) => `Access denied: accountId ${accountId} does not match current context`,
} as const;

/** The invitation page (platform.md section 8, agile.md section 8). */
export const InvitationPageTexts = {
  TITLE_ERROR: 'Invitation Error',
  MISSING_TOKEN: 'Missing invitation token.',
  INVALID_OR_EXPIRED: 'Invalid or expired invitation.',
  ACCEPT_FAILED: 'Failed to accept invitation.',
  DECLINE_FAILED: 'Failed to decline invitation.',
  JOINED: 'You have joined the team successfully.',
  DECLINED: 'You have declined the invitation.',
  MUST_LOG_IN: 'You must be logged in to accept this invitation.',
} as const;

/** Accounts and revenue integrations (platform.md sections 5 and 8). */
export const AccountErrors = {
  slugTaken: (slug: string) => `Account slug '${slug}' is already taken`,
  CANNOT_REMOVE_OWNER: 'Cannot remove the account owner',
  maxUsersReached: (n: number) => `Account has reached the maximum number of users (${n})`,
  INTEGRATION_NOT_FOUND: 'Integration not found or inactive',
  connectFailed: (provider: string, reason: string) => `Failed to connect to ${provider}: ${reason}`,
  INVALID_API_KEY_FORMAT: 'Invalid API key format',
  // Not in the spec's catalogue: texts of the account, member and invitation rules it implies.
  ACCOUNT_NOT_FOUND: 'Account not found',
  USER_NOT_FOUND: 'User not found',
  INVALID_SLUG: 'A slug is 2 to 60 lowercase letters, digits and single hyphens',
  INVALID_DOMAIN: 'Please enter a valid domain name, such as example.com',
  domainTaken: (domain: string) => `Domain '${domain}' is already used by another account`,
  DELETE_CONFIRMATION_MISMATCH: 'Type the account name exactly to confirm the deletion',
  ALREADY_MEMBER: 'This user is already a member of the account',
  NOT_A_MEMBER: 'This user is not a member of the account',
  ONLY_OWNER_TRANSFERS: 'Only the account owner can transfer ownership',
  OWNER_ROLE_FIXED: "The account owner's role changes only by transferring ownership",
  OWNER_CANNOT_BE_SUSPENDED: 'The account owner cannot be suspended',
  ROLE_ABOVE_OWN: 'You cannot grant a role or permission above your own',
  unknownPermission: (permission: string) => `Unknown permission: ${permission}`,
  CONTACT_ADMIN_REQUIRED: 'Subject and message are required',
} as const;

/** Plan limits (platform.md section 9, DECISIONS.md plan table). */
export const LimitErrors = {
  teams: (n: number) => `Your plan allows ${n} team${n === 1 ? '' : 's'}. Upgrade to add more.`,
  projects: (n: number) => `Your plan allows ${n} project${n === 1 ? '' : 's'}. Upgrade to add more.`,
  sessionsPerMonth: (n: number) => `Your plan allows ${n} sessions a month. Upgrade for unlimited sessions.`,
} as const;

/** Billing and cart (platform.md section 8). */
export const BillingErrors = {
  UPDATE_ITEM_FAILED: 'Failed to update item',
  REMOVE_ITEM_FAILED: 'Failed to remove item',
  UPDATE_CART_ITEM_FAILED: 'Failed to update cart item',
  REMOVE_CART_ITEM_FAILED: 'Failed to remove item from cart',
  CART_SYNC_FAILED: 'Failed to fully sync cart. Please try again.',
  INVALID_DISCOUNT_CODE: 'Invalid discount code',
  INVALID_PROMOTION_CODE: 'Invalid promotion code',
  VALIDATE_PROMOTION_FAILED: 'Failed to validate promotion',
  APPLY_PROMOTION_FAILED: 'Failed to apply promotion',
  CHECKOUT_FAILED: 'Checkout failed',
  DOWNLOAD_INVOICE_FAILED: 'Failed to download invoice',
  USAGE_FAILED: 'Failed to retrieve billing usage',
  USER_OR_ACCOUNT_NOT_FOUND: 'User or account not found',
  PRICING_LOAD_ERROR: 'Error loading pricing',
  PRICING_UNAVAILABLE: 'Pricing plans unavailable',
  PRICING_LOAD_FAILED: 'Failed to load pricing',
  // Not in the spec's catalogue: the pricing, cart, payment and subscription rules it implies.
  PLAN_NOT_FOUND: 'Plan not found',
  PROMOTION_EXPIRED: 'This promotion code has expired',
  PROMOTION_NOT_FOR_PLAN: 'This promotion code does not apply to this plan',
  PROMOTION_USED_UP: 'This promotion code has reached its redemption limit',
  CURRENT_PLAN: 'Current Plan: your account already has this plan and billing interval',
  ENTERPRISE_CANNOT_DOWNGRADE: 'Current Plan: an Enterprise account cannot buy a lower plan. Contact sales to change it.',
  ADDITIONAL_USERS_NOT_SOLD_FREE: 'Additional users are not sold on the Free plan. Add the Pro plan to your cart to buy users.',
  ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE: 'Additional users are not sold on the Enterprise plan: it includes unlimited users.',
  ADDITIONAL_USERS_NEED_SUBSCRIPTION: 'Add the Pro plan to your cart to buy additional users',
  SUBSCRIPTION_ENDING: 'The subscription ends at the end of its period. Reactivate it before changing it.',
  additionalUsersQuantity: (max: number) => `Additional users must be between 1 and ${max}`,
  SUBSCRIPTION_QUANTITY_FIXED: 'A subscription always has quantity 1. Remove it to change the plan.',
  SUBSCRIPTION_NEEDS_PLAN: 'Choose a plan and a billing interval for the subscription',
  CART_ITEM_NOT_FOUND: 'Cart item not found',
  CART_EMPTY: 'Your cart is empty',
  PAYMENT_METHOD_REQUIRED: 'Add a payment method before checking out',
  PAYMENT_METHOD_NOT_FOUND: 'Payment method not found',
  CARD_NUMBER_INVALID: 'Your card number is invalid.',
  CARD_EXPIRY_INVALID: "Your card's expiration date is invalid.",
  CARD_EXPIRED: 'Your card has expired.',
  CARD_CVC_INVALID: "Your card's security code is invalid.",
  CARD_DECLINED: 'Your card was declined.',
  CARD_INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
  CARD_PROCESSING_ERROR: 'An error occurred while processing your card. Try again in a little bit.',
  SUBSCRIPTION_NOT_FOUND: 'Subscription not found',
  FREE_HAS_NO_SUBSCRIPTION: 'The Free plan has no subscription to change. Choose a plan on the pricing page.',
  SUBSCRIPTION_NOT_CANCELLED: 'The subscription is not set to cancel, so there is nothing to reactivate',
  SUBSCRIPTION_ALREADY_ENDED: 'The subscription has ended. Choose a plan on the pricing page.',
  NOTHING_TO_CHANGE: 'Nothing to change: the subscription already has these settings',
  usersAboveLimit: (users: number, maxUsers: number) => `The account has ${users} users and pending invitations, more than the ${maxUsers} this would allow. Remove users first.`,
  INVOICE_NOT_FOUND: 'Invoice not found',
  // Revenue integrations: the CSV connector and syncing without a network.
  INTEGRATIONS_NEED_PLAN: 'Revenue integrations are part of the Pro and Enterprise plans. Upgrade to connect one.',
  METRICS_RANGE_INVALID: 'The start date must be on or before the end date, at most 10 years apart',
  IMPORT_NEEDS_CSV_INTEGRATION: 'Only a CSV integration accepts an imported file',
  CSV_UNREADABLE: 'The CSV file could not be read',
  csvMissingColumns: (columns: string) => `The CSV file needs the columns: ${columns}`,
  CSV_DATE_INVALID: 'The date is not a valid date',
  CSV_AMOUNT_INVALID: 'The amount is not a valid number',
  CSV_TYPE_INVALID: 'The type must be charge, refund or subscription',
  CSV_CUSTOMER_MISSING: 'A customer id or email is required',
  CSV_CURRENCY_INVALID: 'The currency must be a 3-letter code',
  NO_NETWORK_CONNECTOR: 'no network connection to the provider is configured on this server; import its CSV export with a CSV integration instead',
} as const;

/** Feature flags, dev tools, support (platform.md section 8, 5). */
export const FeatureErrors = {
  NO_CURRENT_ACCOUNT: 'No current account available',
  LOAD_FAILED: 'Failed to load features',
  UPDATE_FAILED: 'Failed to update features',
  VALIDATE_FAILED: 'Failed to validate feature selection',
  FEATURE_DISABLED: 'This feature is not enabled for your account',
  // Not in the spec's catalogue: why a feature selection is refused or needs a second look.
  UNKNOWN_FEATURE: 'Unknown feature',
  dependencyOff: (feature: string, dependency: string) => `${feature} needs ${dependency}: turn ${dependency} on or ${feature} off`,
  planRequired: (feature: string, plan: string) => `${feature} is not included in your plan. Upgrade to ${plan} to turn it on`,
  domainHasData: (feature: string) => `${feature} has data in this account. Turning it off hides that data until you turn it back on; nothing is deleted`,
} as const;

/** Dev tools (platform.md section 8); the refusal text is not in the spec's catalogue. */
export const DevToolsErrors = {
  GET_FAILED: 'Failed to get dev tools state',
  SET_FAILED: 'Failed to set dev tools state',
  CLEAR_FAILED: 'Failed to clear dev tools state',
  ROLE_OVERRIDE_FAILED: 'Failed to override the account role',
  PERSONA_OVERRIDE_FAILED: 'Failed to override the persona',
  SUBSCRIPTION_OVERRIDE_FAILED: 'Failed to override the subscription plan',
  NOT_ALLOWED: 'Dev tools are not available for this account',
} as const;

/** Onboarding wizard, company details step (not in the spec's catalogue). */
export const OnboardingErrors = {
  COMPANY_NAME_LENGTH: 'Company name must be between 1 and 100 characters',
  INVALID_WEBSITE: 'Please enter a valid website address, such as https://example.com',
  INVALID_FOUNDED: 'Founded must be a year, such as 2021',
} as const;

/** Contact sales (platform.md section 2.4: first name, last name and email are required). */
export const SalesContactErrors = {
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  INVALID_TEAM_SIZE: 'Team size must be 1-10, 11-50, 51-200, 201-500 or 500+',
} as const;

export const SupportErrors = {
  NAME_TOO_SHORT: 'Name must have at least 2 letters',
  INVALID_EMAIL: 'Invalid email',
  SUBJECT_TOO_SHORT: 'Subject must have at least 5 characters',
  MESSAGE_TOO_SHORT: 'Message must have at least 10 characters',
  SEND_FAILED: 'Failed to send support request. Please try again.',
  SENT: 'Support request sent',
  /** The title of the failure toast. */
  ERROR_TITLE: 'Error',
  // Not in the spec's catalogue: the support form's choices and the ticket administration.
  INVALID_CATEGORY: 'Please choose a category: general, technical, billing, feature, integration or account',
  INVALID_PRIORITY: 'Please choose a priority: low, medium, high or urgent',
  TICKET_NOT_FOUND: 'Support ticket not found',
  INVALID_STATUS: 'Status must be open, in_progress, resolved or closed',
  REPLY_REQUIRED: 'Write a reply before sending it',
} as const;

/** Dashboard session lists: Spanish in the spec, kept as i18n keys (DECISIONS.md, Texts). */
export const DashboardErrorKeys = {
  LOAD_SESSIONS: 'dashboard.errors.loadSessions',
  DELETE_SESSION: 'dashboard.errors.deleteSession',
  SAVE_SESSION: 'dashboard.errors.saveSession',
} as const;

/** Planning poker (agile.md section 8). */
export const PokerErrors = {
  CANNOT_DELETE_ACTIVE: 'Cannot delete active session. Please complete or archive it first.',
  ALREADY_PARTICIPANT: 'User is already a participant in this session',
  FACILITATOR_CANNOT_LEAVE: 'Facilitator cannot leave active session. Please assign a new facilitator first.',
  STORY_LIMIT: 'Session has reached maximum story limit (100)',
  STORY_NOT_FOUND: 'Story not found',
  // Not in the spec's catalogue: the texts of the poker rules of agile.md sections 4 and 5.
  SESSION_NOT_FOUND: 'Planning poker session not found',
  PARTICIPANT_NOT_FOUND: 'Participant not found',
  VOTING_SYSTEM_NOT_FOUND: 'Voting system not found',
  COMMENT_NOT_FOUND: 'Comment not found',
  SESSION_COMPLETED: 'This session is completed and cannot be joined',
  SESSION_COMPLETED_READ_ONLY: 'This session is completed and can no longer be changed',
  SESSION_NOT_ACTIVE: 'Start the session before voting on its stories',
  sessionTransition: (from: string, to: string) => `A session cannot move from ${from} to ${to}`,
  FACILITATOR_ONLY: 'Only the facilitator or an account admin can do this',
  CANNOT_REMOVE_FACILITATOR: 'The facilitator cannot be removed. Please assign a new facilitator first.',
  FACILITATOR_MUST_BE_MEMBER: 'The facilitator must be a signed-in participant of this session',
  GUEST_SCOPE: 'This guest link is for another session',
  VOTING_SYSTEM_NOT_IN_ACCOUNT: 'The voting system must belong to the account',
  VOTING_SYSTEM_LOCKED: 'Finish the current vote before changing the voting system',
  TIMER_DURATION_REQUIRED: 'Timer duration is required when the timer is enabled',
  STORY_ORDER_NEGATIVE: 'Story order cannot be negative',
  STORY_BEING_VOTED: 'A story being voted cannot be deleted',
  REORDER_MISMATCH: "The new order must list every story of the session exactly once",
  storyTransition: (from: string, to: string) => `A story cannot move from ${from} to ${to}`,
  FINAL_ESTIMATE_REQUIRED: 'A final estimate is required to mark the story as estimated',
  ESTIMATE_NEGATIVE: 'The estimate cannot be negative',
  VOTING_CLOSED: 'Votes are accepted only while the story is being voted',
  invalidVote: (value: string) => `'${value}' is not a card of this session's voting system`,
  CONFIDENCE_RANGE: 'Confidence must be a whole number from 1 to 5',
  NO_CURRENT_STORY: 'There is no story to move to',
  TIMER_DURATION_RANGE: 'The timer runs from 10 seconds to 60 minutes',
  CUSTOM_VOTING_PLAN: 'Custom voting systems need the Pro or Enterprise plan',
  ANALYTICS_PLAN: 'Planning poker analytics need the Pro or Enterprise plan',
  BUILT_IN_VOTING_SYSTEM: 'Built-in voting systems cannot be changed or deleted',
  VOTING_VALUES_NOT_UNIQUE: 'Card values must be unique',
  VOTING_LABELS_NOT_UNIQUE: 'Card labels must be unique (ignoring case)',
  VOTING_ORDERS_NOT_CONSECUTIVE: 'Card orders must run 1, 2, 3 ... without gaps',
  VOTING_SYSTEM_NAME_TAKEN: 'A voting system with this name already exists',
  VOTING_SYSTEM_IN_USE: 'Cannot delete a voting system used by active or draft sessions',
  HISTORY_NEEDS_SESSION_OR_STORY: 'Name a session or a story to read its voting history',
  COMMENT_EMPTY: 'A comment cannot be empty',
  STORY_TITLE_REQUIRED: 'A story needs a title',
  DISPLAY_NAME_REQUIRED: 'Please enter your name to join the session',
} as const;

/** Retrospectives (agile.md section 8). */
export const RetroErrors = {
  NOT_PARTICIPANT: 'User is not a participant in this session',
  OBSERVERS_CANNOT_VOTE: 'Observers cannot vote',
  maxVotes: (n: number) => `Maximum ${n} votes per participant allowed`,
  ALREADY_VOTED: 'Already voted on this card',
  VOTE_REMOVAL_PHASE: 'Vote removal is only allowed during the vote phase',
  GROUPING_PHASE: 'Grouping is only allowed during the group phase',
  GROUPING_DISABLED: 'Card grouping is disabled for this session',
  GROUP_UPDATE_PHASE: 'Group updates are only allowed during the group phase',
  GROUP_DELETE_PHASE: 'Group deletion is only allowed during the group phase',
  CARD_GROUPING_PHASE: 'Card grouping is only allowed during the group phase',
  CARD_UNGROUPING_PHASE: 'Card ungrouping is only allowed during the group phase',
  ACTION_ITEMS_PHASE: 'Action items can only be created during the action items phase',
  ACTION_ITEMS_DISABLED: 'Action items are disabled for this session',
  ACTION_ITEM_TITLE_EMPTY: 'Action item title cannot be empty',
  DUE_DATE_PAST: 'Due date cannot be in the past',
  INVALID_TEMPLATE: 'Invalid template structure',
  TEMPLATE_NAME_TAKEN: 'A template with this name already exists',
  TEMPLATE_IN_USE: 'Cannot delete template that is currently in use',
  CANNOT_ADVANCE: 'Cannot advance phase yet',
  SET_PHASE_NOT_IN_PROGRESS: 'Session must be in progress to set phase',
  // Not in the spec's catalogue: the texts of the retrospective rules of agile.md sections 4 and 5.
  SESSION_NOT_FOUND: 'Retrospective not found',
  CARD_NOT_FOUND: 'Card not found',
  GROUP_NOT_FOUND: 'Group not found',
  ACTION_ITEM_NOT_FOUND: 'Action item not found',
  TEMPLATE_NOT_FOUND: 'Template not found',
  CARD_EMPTY: 'Card content cannot be empty',
  CARD_TOO_LONG: 'Card content cannot be longer than 500 characters',
  maxCards: (n: number) => `Maximum ${n} cards per participant allowed`,
  COLUMN_NOT_FOUND: 'This column does not exist in the session',
  CARD_ADD_PHASE: 'Cards can only be added during the collect phase',
  CARD_EDIT_PHASE: 'Cards can only be changed during the collect or group phase',
  CARD_AUTHOR_ONLY: 'Only the author or the facilitator can change this card',
  OBSERVERS_CANNOT_CONTRIBUTE: 'Observers cannot add, change or group cards',
  VOTE_PHASE: 'Voting is only allowed during the vote phase',
  NOT_VOTED: 'You have not voted on this card',
  CARD_NOT_IN_GROUP: 'This card is not in the group',
  VOTES_PER_PARTICIPANT_MIN: 'Votes per participant must be at least 1',
  MAX_CARDS_MIN: 'Cards per participant must be at least 1',
  PHASE_TIMER_NEGATIVE: 'Phase timers cannot be negative',
  CUSTOM_COLUMNS: 'A custom retrospective needs 1 to 8 columns with distinct titles',
  SESSION_CLOSED: 'This retrospective is completed and cannot be joined',
  COMPLETED_ONLY_ARCHIVED: 'A completed retrospective can only be archived',
  sessionTransition: (from: string, to: string) => `A retrospective cannot move from ${from} to ${to}`,
  BUILT_IN_TEMPLATE: 'Built-in templates cannot be changed or deleted',
  ANALYTICS_PLAN: 'Retrospective analytics need the Pro or Enterprise plan',
  BOARD_UNAVAILABLE: 'Kanban boards are not available for this account',
  TIMER_NOT_ACTIVE: 'Start the retrospective before starting its timer',
  TIMER_DURATION_REQUIRED: 'Set a duration or a timer for this phase first',
} as const;

/** Teams and team invitations (agile.md sections 4-8; the page texts are InvitationPageTexts). */
export const TeamErrors = {
  TEAM_NOT_FOUND: 'Team not found',
  NAME_REQUIRED: 'A team needs a name',
  TEAM_NAME_TAKEN: 'A team with this name already exists',
  MANAGERS_ONLY: 'Only team admins or account admins can do this',
  MEMBER_NOT_FOUND: 'This user is not a member of the team',
  ALREADY_TEAM_MEMBER: 'This user is already a member of the team',
  LAST_ADMIN: 'A team needs at least one admin',
  INVITATION_ALREADY_PENDING: 'An invitation to this team is already pending for this email',
  INVITATION_NOT_PENDING: 'This invitation has already been answered',
} as const;

/** Kanban boards, backlog, sprints, deliveries and events (agile.md shows none: these are ours). */
export const KanbanErrors = {
  BOARD_NOT_FOUND: 'Board not found',
  COLUMN_NOT_FOUND: 'Column not found',
  ITEM_NOT_FOUND: 'Item not found',
  SPRINT_NOT_FOUND: 'Sprint not found',
  DELIVERY_NOT_FOUND: 'Delivery not found',
  EVENT_NOT_FOUND: 'Event not found',
  BOARD_TITLE_REQUIRED: 'A board needs a title',
  COLUMN_TITLE_REQUIRED: 'A column needs a title',
  ITEM_TITLE_REQUIRED: 'An item needs a title',
  SPRINT_NAME_REQUIRED: 'A sprint needs a name',
  DELIVERY_NAME_REQUIRED: 'A delivery needs a name',
  EVENT_TITLE_REQUIRED: 'An event needs a title',
  /** A hard WIP limit refuses the move. */
  wipLimitReached: (column: string, limit: number) => `${column} has reached its WIP limit of ${limit}. Finish or move an item out before adding another.`,
  /** A soft WIP limit lets the move through with this warning. */
  wipLimitExceeded: (column: string, limit: number, count: number) => `${column} is over its WIP limit: ${count} items for a limit of ${limit}`,
  WIP_LIMIT_MIN: 'A WIP limit must be a whole number of at least 1',
  COLUMN_NOT_ON_BOARD: "This column is not on the item's board",
  COLUMN_NOT_EMPTY: 'Move the items out of this column before deleting it',
  LAST_COLUMN: 'A board needs at least one column',
  COLUMN_LIMIT: 'A board can have at most 20 columns',
  REORDER_MISMATCH: 'The new order must list every column of the board exactly once',
  PARENT_NOT_ON_BOARD: 'The parent item must be on the same board',
  PARENT_CYCLE: 'An item cannot be its own parent or the parent of one of its parents',
  ASSIGNEE_NOT_MEMBER: 'The assignee must be a member of this account',
  STORY_POINTS_RANGE: 'Story points must be between 0 and 1000',
  INVALID_FILTERS: 'Filters must be a JSON object of known filters',
  INVALID_SORT: 'Sort must be a JSON object naming a known field and a direction (asc or desc)',
  ITEM_ALREADY_ON_BOARD: 'This item is already on the board',
  ITEM_ARCHIVED: 'This item is archived. Restore it before changing it',
  ITEM_NOT_ARCHIVED: 'This item is not archived',
  NO_BOARD: 'Create a board first: there is no board to add this item to',
  BOARD_MANAGERS_ONLY: 'Only team admins or account admins can delete a board',
  SPRINT_TEAM_MISMATCH: "Only items on boards of the sprint's team can join the sprint",
  SPRINT_COMPLETED: 'This sprint is completed and can no longer be changed',
  SPRINT_ALREADY_ACTIVE: 'This team already has an active sprint. Complete it before starting another.',
  sprintTransition: (from: string, to: string) => `A sprint cannot move from ${from} to ${to}`,
  SPRINT_DATES: 'A sprint must end on or after the day it starts',
  ITEM_NOT_IN_SPRINT: 'This item is not in the sprint',
  ROLLOVER_TARGET: 'Unfinished items can only roll over into a planned sprint of the same team',
  DELIVERY_ITEMS_BOARD: 'Items of a delivery must be on its board',
  EVENT_DATES: 'An event cannot end before it starts',
  EVENT_RANGE: 'The end of the range cannot be before its start',
  INVALID_DATE: 'Dates must be written as YYYY-MM-DD or as an ISO date and time',
  BOARD_TEAM_MISMATCH: 'The board must belong to the same team',
} as const;

/** Live connection (agile.md section 8). */
export const ConnectionTexts = {
  LOST: 'Connection lost. Attempting to reconnect...',
  failed: (reason: string) => `Connection failed: ${reason}`,
  FAILED_AFTER_ATTEMPTS: 'Failed to connect after multiple attempts. Please refresh the page.',
  reconnecting: (attempt: number) => `Reconnecting... (attempt ${attempt})`,
  RECONNECT_FAILED: 'Failed to reconnect. Please refresh the page.',
  DISCONNECTED_BY_SERVER: 'Disconnected by server. Please refresh the page.',
  socketError: (reason: string) => `Socket error: ${reason}`,
  INIT_FAILED: 'Failed to initialize connection',
} as const;

/** Finance and growth (finance-and-growth.md section 8). */
export const FinanceErrors = {
  cannotDeleteWithChildren: (level: string, n: number) => `Cannot delete ${level}: ${n} children depend on it`,
  MVP_SCENARIO_NOT_FOUND: 'MVP scenario not found',
  FEATURE_ROI_NOT_FOUND: 'Feature ROI not found',
  CFO_LOAD_FAILED: 'Failed to load CFO dashboard data',
  INVESTOR_DASHBOARD_FAILED: 'Failed to load investor dashboard',
  MISSING_USER_OR_ACCOUNT: 'Missing user or account context',
  NOT_IMPLEMENTED: 'not implemented',
} as const;

/** Shell texts (platform.md section 2.3). */
export const ShellTexts = {
  LOADING: 'Loading...',
  INITIALIZING: 'Initializing...',
  UNEXPECTED_ERROR: 'An unexpected error occurred. Please try refreshing the page',
  TRY_AGAIN: 'Try Again',
  PAGE_NOT_FOUND: 'Page not found',
} as const;
