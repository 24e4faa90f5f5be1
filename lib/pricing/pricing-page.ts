import { callToActionSection } from '@/lib/content/common-parts';
import type { PageIntl } from '@/lib/content/page-intl';
import {
  items,
  link,
  section,
  strong,
  subheading,
  table,
  type PageParts,
} from '@/lib/content/page-parts';
import { mailtoHref } from '@/lib/site/company';
import { comparison, PERCENT_FORMAT, plans, pricingFaq, PRICE_FORMAT, type Cell } from './plans';

/**
 * The pricing page's own content, as its components show it (components/pricing/): the plans
 * with their prices, the comparison table, then after the prose the FAQ and the call to action.
 */
export function pricingParts(intl: PageIntl): PageParts {
  const { messages, format, t } = intl;
  const m = messages.pricing;

  const planBlocks = plans.flatMap((plan) => {
    const text = m.plans[plan.id];
    const price =
      plan.monthlyPriceUsd === null
        ? strong(m.customPrice)
        : `${strong(format.number(plan.monthlyPriceUsd, PRICE_FORMAT))} ${m.perMonth}`;
    const next =
      plan.id === 'enterprise'
        ? link(text.cta, '/enterprise')
        : link(text.cta, mailtoHref('sales', `YNO ${text.name}`));
    return [
      subheading(plan.recommended ? `${text.name} (${m.recommended})` : text.name),
      text.tagline,
      price,
      items(Object.values(text.highlights)),
      next,
    ];
  });

  const cell = (value: Cell) => {
    if (value === true) return m.comparison.included;
    if (value === false) return m.comparison.notIncluded;
    if ('percent' in value) return format.number(value.percent, PERCENT_FORMAT);
    return t(`pricing.comparison.cells.${value.text}`, { count: value.count ?? 0 });
  };
  const rows = m.comparison.rows as Record<string, string>;
  const compare = table(
    [m.comparison.feature, ...plans.map((plan) => m.plans[plan.id].name)],
    comparison.map((row) => [rows[row.id], ...plans.map((plan) => cell(row.cells[plan.id]))]),
  );

  const faq = pricingFaq.flatMap((id) => [
    subheading(m.faq.items[id].question),
    m.faq.items[id].answer,
  ]);

  return {
    lead: [
      section('plans', m.plansHeading, ...planBlocks, m.priceNote),
      section('compare', m.comparison.heading, compare),
    ],
    footer: [section('faq', m.faq.heading, ...faq), callToActionSection(intl, 'pricing')],
  };
}
