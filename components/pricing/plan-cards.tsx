import type { CSSProperties } from 'react';
import { getFormatter, getMessages } from 'next-intl/server';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { loadPricing } from '@/lib/pricing/load-pricing';
import { PRICE_FORMAT } from '@/lib/pricing/number-formats';
import { mailtoHref } from '@/lib/site/company';

/** The plans side by side: price in the reader's locale, highlights, a next step. */
export async function PlanCards({ locale }: { locale: Locale }) {
  const m = (await getMessages({ locale })).pricing;
  const format = await getFormatter({ locale });
  const { plans } = loadPricing(locale);
  return (
    <section aria-labelledby="plans" className="mb-12">
      <h2 id="plans" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        {m.plansHeading}
      </h2>
      {/* A column per plan on a wide screen, however many plans the plan files list. */}
      <ul
        className="mt-6 grid gap-4 lg:grid-cols-[repeat(var(--plans),minmax(0,1fr))]"
        style={{ '--plans': plans.length } as CSSProperties}
      >
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={`flex flex-col rounded-2xl border bg-card p-6 ${
              plan.recommended ? 'border-2 border-primary' : ''
            }`}
            data-plan={plan.id}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-xl font-semibold">{plan.name}</h3>
              {plan.recommended && (
                <span className="rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                  {m.recommended}
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
            <p className="mt-5">
              {plan.monthlyPriceUsd === null ? (
                <span className="text-3xl font-bold">{m.customPrice}</span>
              ) : (
                <>
                  <span className="text-3xl font-bold">
                    {format.number(plan.monthlyPriceUsd, PRICE_FORMAT)}
                  </span>{' '}
                  <span className="text-sm text-muted-foreground">{m.perMonth}</span>
                </>
              )}
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm">
              {plan.highlights.map((item, index) => (
                <li key={index} className="flex gap-2">
                  <StaticIcon icon="Check" className="mt-0.5 size-4 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
            {plan.action === 'enterprise' ? (
              <Link href="/enterprise" className={`${buttonClasses()} mt-6`}>
                {plan.cta}
              </Link>
            ) : (
              <a
                href={mailtoHref('sales', `YNO ${plan.name}`)}
                className={`${buttonClasses({ variant: plan.recommended ? 'primary' : 'outline' })} mt-6`}
              >
                {plan.cta}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted-foreground">{m.priceNote}</p>
    </section>
  );
}
