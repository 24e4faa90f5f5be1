import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/en-messages';
import { StaticIcon } from '@/components/ui/static-icon';
import { HomeSection } from './section-heading';
import type { IconId } from '@/lib/icons/icon-href';

type FeatureId = keyof Messages['features']['items'];

/** The nine capabilities of docs/specification.md §2, in its order. */
const features: readonly { id: FeatureId; icon: IconId }[] = [
  { id: 'converse', icon: 'MessagesSquare' },
  { id: 'intelligentWorkflows', icon: 'Workflow' },
  { id: 'seamlessIntegrations', icon: 'Plug' },
  { id: 'transparency', icon: 'Eye' },
  { id: 'limitlessIntegrations', icon: 'Infinity' },
  { id: 'userFriendly', icon: 'MousePointerClick' },
  { id: 'understanding', icon: 'Brain' },
  { id: 'flexible', icon: 'SlidersHorizontal' },
  { id: 'knowledgeable', icon: 'BookOpen' },
];

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
        {features.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-xl border bg-background p-6">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <StaticIcon icon={Icon} className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`items.${id}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`items.${id}.body`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
