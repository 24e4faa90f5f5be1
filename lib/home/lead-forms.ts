import type { Block } from '@/lib/content/document';
import type { PageIntl } from '@/lib/content/page-intl';
import { code, link, table } from '@/lib/content/page-parts';
import type { ContactPurpose } from '@/lib/env';
import { contactEmail, mailtoHref } from '@/lib/site/company';
import {
  accessRequestFields,
  accessRequestLimits,
  companySizes,
  requiredAccessRequestFields,
} from '@/lib/leads/access-request-fields';
import { investorDeckFields } from '@/lib/leads/investor-deck-fields';
import { leadEndpoint } from '@/lib/leads/lead-endpoint';
import type { LeadKind } from '@/lib/leads/lead-kinds';
import { subscribeFields } from '@/lib/leads/subscribe-schema';

type FormDescription = {
  fields: readonly string[];
  /** The catalogue key of a field's label, as the form shows it. */
  label: (field: string) => string;
  required: (field: string) => boolean;
  /** What the field takes beyond its label: a length limit, the values offered, a hint. */
  notes: (field: string, intl: PageIntl) => string;
  /** Where to write instead, for a reader that sends no request. */
  mailbox?: ContactPurpose;
};

const forms: Record<LeadKind, FormDescription> = {
  'access-request': {
    fields: accessRequestFields,
    label: (field) => `accessRequest.fields.${field}.label`,
    required: (field) => (requiredAccessRequestFields as readonly string[]).includes(field),
    notes: (field, { t }) => {
      const limit = t('document.leadForm.maxLength', {
        count: accessRequestLimits[field as keyof typeof accessRequestLimits],
      });
      if (field !== 'companySize') return limit;
      return t('document.leadForm.oneOf', { values: companySizes.map(code).join(', ') });
    },
    mailbox: 'sales',
  },
  'investor-deck': {
    fields: investorDeckFields,
    label: (field) => (field === 'workEmail' ? 'investorDeck.email' : 'investorDeck.website'),
    required: () => true,
    notes: (field, { t }) => (field === 'investorWebsite' ? t('investorDeck.websiteHint') : ''),
    mailbox: 'investors',
  },
  subscribe: {
    fields: subscribeFields,
    label: () => 'exclusiveAccess.emailLabel',
    required: () => true,
    notes: () => '',
  },
};

/**
 * What one of the site's forms asks and where to send it without the form, for a page's
 * Markdown twin: its route handler (`POST /api/access-request`) with its JSON fields, their
 * labels on the form, which are required and what each takes, and the mailbox to write to
 * instead (`mailbox: false` where the page already names it). Built from the field lists, limits
 * and labels the form itself renders from.
 */
export function leadFormBlocks(
  intl: PageIntl,
  kind: LeadKind,
  { mailbox = true }: { mailbox?: boolean } = {},
): Block[] {
  const { t } = intl;
  const form = forms[kind];
  const blocks: Block[] = [
    t('document.leadForm.send', { endpoint: leadEndpoint(kind) }),
    table(
      [
        t('document.leadForm.field'),
        t('document.leadForm.label'),
        t('document.leadForm.required'),
        t('document.leadForm.notes'),
      ],
      form.fields.map((field) => [
        code(field),
        t(form.label(field)),
        t(form.required(field) ? 'document.leadForm.yes' : 'document.leadForm.no'),
        form.notes(field, intl),
      ]),
    ),
  ];
  if (form.mailbox && mailbox) {
    const address = contactEmail(form.mailbox);
    blocks.push(t('document.leadForm.write', { email: link(address, mailtoHref(form.mailbox)) }));
  }
  return blocks;
}
