import 'server-only';
import {
  pricingPlansFile,
  pricingTextFile,
  type PricingCell,
} from '@/lib/documents/content-schema';
import { readDataFile } from '@/lib/documents/content-files';
import { ContentError } from '@/lib/documents/document-file';
import {
  plansProblems,
  pricingPlansPath,
  pricingTextPath,
  textProblems,
} from '@/lib/documents/pricing-files';
import type { Locale } from '@/lib/i18n/locales';
import { fillTokensDeep, siteTokens } from '@/lib/site/site-tokens';

/**
 * The one loader of the pricing plans (content/pricing/, docs/content.md): plans.yaml joined
 * with the locale's words, in plans.yaml's order. The plan cards, the comparison table, the FAQ
 * and its structured data, and the page's twin and search text all read it. Files that do not
 * fit together throw, which fails the build.
 */

/** A cell as shown: included or not, a percentage, an interface message with a number, or words. */
export type Cell =
  | { kind: 'included' }
  | { kind: 'notIncluded' }
  | { kind: 'percent'; fraction: number }
  | { kind: 'message'; message: MessageCell; count: number }
  | { kind: 'text'; text: string };

/** Cells whose words are messages, `pricing.comparison.cells.<name>`. */
export type MessageCell = 'count' | 'upTo' | 'unlimited' | 'custom' | 'days' | 'years';

export type Plan = {
  id: string;
  /** US dollars a month, billed annually; null: priced per agreement. */
  monthlyPriceUsd: number | null;
  recommended: boolean;
  action: 'sales' | 'enterprise';
  name: string;
  tagline: string;
  highlights: string[];
  cta: string;
};

/** A row of the comparison: its label and one cell per plan, in the plans' order. */
export type ComparisonRow = { id: string; label: string; cells: Cell[] };

export type FaqItem = { id: string; question: string; answer: string };

export type Pricing = { plans: Plan[]; comparison: ComparisonRow[]; faq: FaqItem[] };

export function loadPricing(locale: Locale): Pricing {
  const plans = readDataFile(pricingPlansPath, pricingPlansFile);
  const words = readDataFile(pricingTextPath(locale), pricingTextFile);
  if (!plans || !words)
    throw new Error(
      `The pricing plans need content/${pricingPlansPath} and content/${pricingTextPath(locale)}`,
    );
  const problems = [...plansProblems(plans), ...textProblems(plans.data, words)];
  if (problems.length > 0) throw new ContentError(problems);

  const text = fillTokensDeep(words.data, siteTokens());
  const byId = <T extends { id: string }>(items: T[]) =>
    new Map(items.map((item) => [item.id, item]));
  const planText = byId(text.plans);
  const rowText = byId(text.comparison);
  const cellText = byId(text.cells);
  const faqText = byId(text.faq);

  const cell = (value: PricingCell): Cell => {
    switch (value.discriminant) {
      case 'included':
      case 'notIncluded':
        return { kind: value.discriminant };
      case 'percent':
        return { kind: 'percent', fraction: value.value / 100 };
      case 'text':
        return { kind: 'text', text: cellText.get(value.value)!.text };
      case 'unlimited':
      case 'custom':
        return { kind: 'message', message: value.discriminant, count: 0 };
      default:
        return { kind: 'message', message: value.discriminant, count: value.value };
    }
  };

  return {
    plans: plans.data.plans.map((plan) => {
      const { name, tagline, highlights, cta } = planText.get(plan.id)!;
      return {
        id: plan.id,
        monthlyPriceUsd: plan.monthlyPriceUsd ?? null,
        recommended: plan.recommended,
        action: plan.action,
        name,
        tagline,
        highlights,
        cta,
      };
    }),
    comparison: plans.data.comparison.map((row) => ({
      id: row.id,
      label: rowText.get(row.id)!.label,
      cells: plans.data.plans.map((plan) =>
        cell(row.cells.find((entry) => entry.plan === plan.id)!.value),
      ),
    })),
    faq: plans.data.faq.map((id) => {
      const { question, answer } = faqText.get(id)!;
      return { id, question, answer };
    }),
  };
}
