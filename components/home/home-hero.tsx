import { getTranslations } from 'next-intl/server';

export async function HomeHero() {
  const t = await getTranslations('hero');
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 md:px-8 md:py-24">
      <p className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
        {t('badge')}
      </p>
      <h1 className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
        {t('headline')}
      </h1>
      <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t('subheadline')}</p>
      <ul className="mt-8 flex flex-wrap gap-2">
        {(['autonomousAgents', 'contextEngineering', 'agenticWorkflows'] as const).map((pill) => (
          <li key={pill} className="rounded-full border px-3 py-1 text-sm">
            {t(`pills.${pill}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
