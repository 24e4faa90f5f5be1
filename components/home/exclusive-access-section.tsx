import { getTranslations } from 'next-intl/server';
import { communityStatIds } from '@/lib/home/home-sections';
import { StaticIcon } from '@/components/ui/static-icon';
import { SectionHeading } from './section-heading';
import { SubscribeForm } from './subscribe-form';

/** 'Exclusive Access': the subscribe box and the community figures. */
export async function ExclusiveAccessSection() {
  const t = await getTranslations('exclusiveAccess');
  return (
    <section
      id="exclusive-access"
      aria-labelledby="exclusive-access-title"
      className="render-when-visible border-t px-4 py-16 md:px-8 md:py-24"
    >
      <div className="mx-auto grid max-w-6xl gap-10 rounded-2xl border bg-accent/40 p-6 md:p-10 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="exclusive-access-title"
            eyebrow={t('eyebrow')}
            title={t('title')}
            lead={t('subtitle')}
          />
          <div className="mt-6">
            <SubscribeForm
              icon={<StaticIcon icon="Mail" className="block size-4" />}
              text={{
                label: t('emailLabel'),
                placeholder: t('emailPlaceholder'),
                submit: t('subscribe'),
                sending: t('sending'),
                invalidEmail: t('invalidEmail'),
                toastTitle: t('toastTitle'),
                toastDescription: t('toastDescription'),
                failureTitle: t('failureTitle'),
                failureDescription: t('failureDescription'),
              }}
            />
            <p className="mt-2 text-xs text-muted-foreground">{t('note')}</p>
          </div>
        </div>
        <ul aria-label={t('statsLabel')} className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {communityStatIds.map((id) => (
            <li key={id} className="rounded-xl border bg-background p-5">
              <p className="text-3xl font-bold tracking-tight">{t(`stats.${id}.value`)}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t(`stats.${id}.label`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
