// The marketing pages' types live with their bodies in the sdk (the server writes the bodies into its HTML too).
export type { MarketingBody, MarketingContent, MarketingLink, MarketingPageId, MarketingSection, MarketingTexts } from '@suite/sdk/marketing/types';
