import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { phases, timeToProduction } from '@/lib/implementation/phases';
import { StaticIcon } from '@/components/ui/static-icon';

type PhaseText = {
  name: string;
  goal: string;
  deliverables: Record<string, string>;
  yourTeam: string;
};

/** The implementation phases as an ordered timeline: duration, goal, deliverables, your part. */
export async function PhaseTimeline({ locale }: { locale: Locale }) {
  const m = (await getMessages({ locale })).implementation;
  const t = await getTranslations({ locale, namespace: 'implementation.timeline' });
  const texts = m.phases as Record<string, PhaseText>;
  return (
    <section aria-labelledby="phases" className="mb-4 max-w-3xl">
      <h2 id="phases" className="scroll-mt-20 text-2xl font-semibold tracking-tight">
        <a href="#phases" className="hover:underline">
          {m.timeline.heading}
        </a>
      </h2>
      <p className="my-4 leading-7">{t('total', timeToProduction())}</p>
      <ol className="relative mt-6 space-y-6 border-l-2 border-primary/30 pl-6 md:pl-8">
        {phases.map((phase, index) => {
          const text = texts[phase.id];
          return (
            <li key={phase.id} className="relative" data-phase={phase.id}>
              <span
                aria-hidden="true"
                className="absolute top-0 -left-[2.35rem] flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground md:-left-[2.85rem]"
              >
                {index + 1}
              </span>
              <div className="rounded-xl border bg-card p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-lg font-semibold">
                    <span className="sr-only">{t('phase', { number: index + 1 })}: </span>
                    {text.name}
                  </h3>
                  <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-0.5 text-sm font-medium text-accent-foreground">
                    <StaticIcon icon="CalendarClock" className="size-4" />
                    {phase.weeks ? t('weeks', phase.weeks) : m.timeline.ongoing}
                  </p>
                </div>
                <p className="mt-2 leading-7">{text.goal}</p>
                <h4 className="mt-4 flex items-center gap-2 text-sm font-semibold">
                  <StaticIcon icon="PackageCheck" className="size-4 text-primary" />
                  {m.timeline.deliverables}
                </h4>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-sm leading-6">
                  {Object.entries(text.deliverables).map(([key, item]) => (
                    <li key={key}>{item}</li>
                  ))}
                </ul>
                <p className="mt-4 text-sm text-muted-foreground">
                  <strong className="font-semibold text-foreground">{m.timeline.yourTeam}</strong>{' '}
                  {text.yourTeam}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
