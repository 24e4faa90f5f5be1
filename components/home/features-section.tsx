import { getTranslations } from 'next-intl/server';
import { featureIds } from '@/lib/home/home-sections';
import { StaticIcon } from '@/components/ui/static-icon';
import { HomeSection } from './section-heading';
import type { IconId } from '@/lib/icons/icon-href';

const icons: Record<(typeof featureIds)[number], IconId> = {
  converse: 'MessagesSquare',
  intelligentWorkflows: 'Workflow',
  seamlessIntegrations: 'Plug',
  transparency: 'Eye',
  limitlessIntegrations: 'Infinity',
  userFriendly: 'MousePointerClick',
  understanding: 'Brain',
  flexible: 'SlidersHorizontal',
  knowledgeable: 'BookOpen',
};

/** 'AI-Powered Features': nine cards, each an icon, a title and a sentence. */
export async function FeaturesSection() {
  const t = await getTranslations('features');
  return (
    <HomeSection
      id="features"
      className="bg-card/50"
      heading={{ eyebrow: t('eyebrow'), title: t('title'), lead: t('subtitle') }}
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featureIds.map((id) => (
          <li key={id} className="rounded-xl border bg-background p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <StaticIcon icon={icons[id]} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`items.${id}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`items.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
