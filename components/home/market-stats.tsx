import { getTranslations } from 'next-intl/server';
import { marketStatIds } from '@/lib/home/home-sections';
import { StaticIcon } from '@/components/ui/static-icon';
import type { IconId } from '@/lib/icons/icon-href';

const icons: Record<(typeof marketStatIds)[number], IconId> = {
  integrationMarket: 'TrendingUp',
  aiAutomation: 'Bot',
  enterpriseApps: 'AppWindow',
  integrationCost: 'Coins',
};

/**
 * The four market stat cards, server-rendered in the request's locale; the investors page
 * reuses them.
 */
export async function MarketStats({ className = '' }: { className?: string }) {
  const t = await getTranslations('market');
  return (
    <ul
      aria-label={t('statsLabel')}
      className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`}
    >
      {marketStatIds.map((id) => (
        <li key={id} className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground">
          <StaticIcon icon={icons[id]} className="size-5 text-primary" />
          <p className="mt-4 text-4xl font-bold tracking-tight tabular-figures">
            {t(`stats.${id}.value`)}
          </p>
          <p className="mt-2 font-semibold">{t(`stats.${id}.label`)}</p>
          <p className="mt-auto pt-3 text-sm font-medium text-success">{t(`stats.${id}.note`)}</p>
        </li>
      ))}
    </ul>
  );
}
