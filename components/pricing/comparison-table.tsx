import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { comparison, PERCENT_FORMAT, plans, type Cell } from '@/lib/pricing/plans';
import { StaticIcon } from '@/components/ui/static-icon';

/** Every plan against every feature, as one table with row and column headers. */
export async function ComparisonTable({ locale }: { locale: Locale }) {
  const m = (await getMessages({ locale })).pricing;
  const t = await getTranslations({ locale, namespace: 'pricing.comparison.cells' });
  const format = await getFormatter({ locale });
  const rows = m.comparison.rows as Record<string, string>;
  const planNames = m.plans as Record<string, { name: string }>;

  function cell(value: Cell) {
    if (value === true)
      return (
        <>
          <StaticIcon icon="Check" className="size-5 text-primary" />
          <span className="sr-only">{m.comparison.included}</span>
        </>
      );
    if (value === false)
      return (
        <>
          <StaticIcon icon="Minus" className="size-5 text-muted-foreground" />
          <span className="sr-only">{m.comparison.notIncluded}</span>
        </>
      );
    if ('percent' in value) return format.number(value.percent, PERCENT_FORMAT);
    return t(value.text, { count: value.count ?? 0 });
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
          <caption className="sr-only">{m.comparison.caption}</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {m.comparison.feature}
              </th>
              {plans.map((plan) => (
                <th key={plan.id} scope="col" className="px-4 py-3 font-semibold">
                  {planNames[plan.id].name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.map((row) => (
              <tr key={row.id} className="border-t align-top" data-row={row.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {rows[row.id]}
                </th>
                {plans.map((plan) => (
                  <td key={plan.id} className="px-4 py-3">
                    {cell(row.cells[plan.id])}
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
