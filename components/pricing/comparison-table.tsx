import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { loadPricing, type Cell } from '@/lib/pricing/load-pricing';
import { PERCENT_FORMAT } from '@/lib/pricing/number-formats';
import { StaticIcon } from '@/components/ui/static-icon';

/** Every plan against every feature, as one table with row and column headers. */
export async function ComparisonTable({ locale }: { locale: Locale }) {
  const m = (await getMessages({ locale })).pricing;
  const t = await getTranslations({ locale, namespace: 'pricing.comparison' });
  const format = await getFormatter({ locale });
  const { plans, comparison } = loadPricing(locale);

  function cell(value: Cell) {
    if (value.kind === 'included')
      return (
        <>
          <StaticIcon icon="Check" className="size-5 text-primary" />
          <span className="sr-only">{m.comparison.included}</span>
        </>
      );
    if (value.kind === 'notIncluded')
      return (
        <>
          <StaticIcon icon="Minus" className="size-5 text-muted-foreground" />
          <span className="sr-only">{m.comparison.notIncluded}</span>
        </>
      );
    if (value.kind === 'percent') return format.number(value.fraction, PERCENT_FORMAT);
    if (value.kind === 'message') return t(`cells.${value.message}`, { count: value.count });
    return value.text;
  }

  return (
    <section aria-labelledby="compare" className="mb-4">
      <h2 id="compare" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        <a href="#compare" className="hover:underline">
          {m.comparison.heading}
        </a>
      </h2>
      <div className="relative mt-6 overflow-x-auto rounded-xl border" tabIndex={0}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">
            {t('caption', { plans: format.list(plans.map((plan) => plan.name)) })}
          </caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {m.comparison.feature}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 font-semibold">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.map((row) => (
              <tr key={row.id} className="border-t align-top" data-row={row.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {row.label}
                </th>
                {plans.map((plan, index) => (
                  <td key={plan.id} className="px-4 py-3">
                    {cell(row.cells[index])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
