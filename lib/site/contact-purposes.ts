/** What each published mailbox is for; each one is `<purpose>@<contact domain>` unless set otherwise. */
export const contactPurposes = [
  'security',
  'privacy',
  'legal',
  'support',
  'sales',
  'careers',
  'investors',
  'partners',
  'implementation',
  'integrations',
] as const;

export type ContactPurpose = (typeof contactPurposes)[number];
