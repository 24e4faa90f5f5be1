import { getFormatter, getTranslations } from 'next-intl/server';
import { platformServices } from '@/lib/home/services';
import { UPTIME_START, UPTIME_START_FORMAT } from '@/lib/home/uptime';
import { StaticIcon } from '@/components/ui/static-icon';
import { UptimeCounter } from './uptime-counter';

const POPOVER_ID = 'platform-services';

/**
 * 'Platform Operational', the uptime counter and '13 services' (docs/specification.md §2). The
 * service names open in a native popover: no script needed, light-dismiss and Escape built in.
 */
export async function StatusBar() {
  const t = await getTranslations('hero.status');
  const format = await getFormatter();
  // Says what the counter counts: time since launch, not measured availability.
  const since = format.dateTime(UPTIME_START, UPTIME_START_FORMAT);
  return (
    <div
      role="group"
      aria-label={t('label')}
      className="mt-10 inline-flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border bg-card px-4 py-1 text-sm text-card-foreground"
    >
      <span className="inline-flex min-h-11 items-center gap-2 font-medium">
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
          <span className="relative inline-flex size-2.5 rounded-full bg-success" />
        </span>
        {t('operational')}
      </span>
      <span className="inline-flex min-h-11 flex-wrap items-center gap-x-1.5">
        <span className="text-muted-foreground">{t('uptime', { date: since })}</span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <UptimeCounter
          // A server component renders once per build or request; the browser moves on from
          // this instant, so the value it hydrates with is the one in the HTML.
          // eslint-disable-next-line react-hooks/purity
          renderedAt={Date.now()}
          units={{
            months: t('uptimeUnits.months'),
            days: t('uptimeUnits.days'),
            hours: t('uptimeUnits.hours'),
            minutes: t('uptimeUnits.minutes'),
          }}
        />
      </span>
      <button
        type="button"
        popoverTarget={POPOVER_ID}
        className="services-anchor inline-flex min-h-11 items-center gap-1 rounded-md px-1 font-medium underline decoration-dotted underline-offset-4 hover:text-primary"
      >
        {t('services', { count: platformServices.length })}
        <StaticIcon icon="ChevronDown" className="size-4" />
      </button>
      <div
        id={POPOVER_ID}
        popover="auto"
        className="services-popover w-72 max-w-[calc(100vw-2rem)] rounded-xl border bg-background p-4 text-sm text-foreground lift-xl"
      >
        <p className="font-semibold">{t('servicesTitle')}</p>
        <ul className="mt-2 grid gap-1">
          {platformServices.map((service) => (
            <li key={service} className="service-row">
              <span>{t(`serviceNames.${service}`)}</span>
              <span className="service-state">{t('serviceOperational')}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
