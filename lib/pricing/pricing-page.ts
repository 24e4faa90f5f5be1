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
import { loadPricing, type Cell } from './load-pricing';
import { PERCENT_FORMAT, PRICE_FORMAT } from './number-formats';

/**
 * The pricing page's own content, as its components show it (components/pricing/): the plans
 * with their prices, the comparison table, then after the prose the FAQ and the call to action.
 */
export function pricingParts(intl: PageIntl): PageParts {
  const { messages, format, t } = intl;
  const m = messages.pricing;
  const { plans, comparison, faq: questions } = loadPricing(intl.locale);

  const planBlocks = plans.flatMap((plan) => {
    const price =
      plan.monthlyPriceUsd === null
        ? strong(m.customPrice)
        : `${strong(format.number(plan.monthlyPriceUsd, PRICE_FORMAT))} ${m.perMonth}`;
    const next =
      plan.action === 'enterprise'
        ? link(plan.cta, '/enterprise')
        : link(plan.cta, mailtoHref('sales', `YNO ${plan.name}`));
    return [
      subheading(plan.recommended ? `${plan.name} (${m.recommended})` : plan.name),
      plan.tagline,
      price,
      items(plan.highlights),
      next,
    ];
  });

  const cell = (value: Cell) => {
    switch (value.kind) {
      case 'included':
        return m.comparison.included;
      case 'notIncluded':
        return m.comparison.notIncluded;
      case 'percent':
        return format.number(value.fraction, PERCENT_FORMAT);
      case 'message':
        return t(`pricing.comparison.cells.${value.message}`, { count: value.count });
      case 'text':
        return value.text;
    }
  };
  const compare = table(
    [m.comparison.feature, ...plans.map((plan) => plan.name)],
    comparison.map((row) => [row.label, ...row.cells.map(cell)]),
  );

  const faq = questions.flatMap((item) => [subheading(item.question), item.answer]);

  return {
    lead: [
      section('plans', m.plansHeading, ...planBlocks, m.priceNote),
      section('compare', m.comparison.heading, compare),
    ],
    footer: [section('faq', m.faq.heading, ...faq), callToActionSection(intl, 'pricing')],
  };
}
