import { getTranslations } from 'next-intl/server';
import { StaticIcon } from '@/components/ui/static-icon';
import { buttonClasses } from '@/components/ui/button';
import { getPublicEnv } from '@/lib/env';
import { heroPills } from '@/lib/home/home-sections';
import { RequestInvitationButton } from './request-invitation-button';
import { StatusBar } from './status-bar';
import { WorkflowVisual } from './workflow-visual';

/**
 * The hero: server-rendered text beside a drawing of a workflow; only the invitation button and
 * the counter hydrate.
 */
export async function HomeHero() {
  const t = await getTranslations('hero');
  const tc = await getTranslations('common');
  const { chatProductUrl } = getPublicEnv();
  return (
    // The twin's and the search's "Request an Invitation" section points here (lib/home/home-page.ts).
    <section
      id="request-invitation"
      aria-labelledby="home-hero-title"
      className="mx-auto max-w-6xl px-4 pb-16 pt-12 md:px-8 md:pb-24 md:pt-20"
    >
      <div className="grid gap-12 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-center">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent px-3 py-1 text-sm font-medium text-accent-foreground">
            <StaticIcon icon="Sparkles" className="size-4" />
            {t('badge')}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl"
          >
            {t('headline')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground">{t('subheadline')}</p>
          <ul className="mt-8 flex flex-wrap gap-2">
            {heroPills.map((pill) => (
              <li key={pill} className="rounded-full border bg-card px-3 py-1 text-sm font-medium">
                {t(`pills.${pill}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <RequestInvitationButton
              className={buttonClasses({ size: 'lg' })}
              alertClassName="order-last w-full max-w-xl"
            >
              {t('requestInvitation')}
            </RequestInvitationButton>
            <a
              href={chatProductUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              {t('tryChat')}
              <StaticIcon icon="ExternalLink" className="size-4" />
              <span className="sr-only"> {tc('opensInNewTab')}</span>
            </a>
          </div>
        </div>
        <WorkflowVisual />
      </div>
      <StatusBar />
    </section>
  );
}
