import { Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { getPublicEnv } from '@/lib/env';
import { getPage, mobileMenu } from '@/lib/site/pages';
import { NavLink } from './nav-link';
import { ThemePicker } from './theme-picker';

/** The quick menu of the phone top bar (SPEC.md section 2). */
export async function MobileMenu({
  theme,
}: {
  theme: { label: string; light: string; dark: string; system: string };
}) {
  const t = await getTranslations('nav');
  const tc = await getTranslations('common');
  const { chatProductUrl } = getPublicEnv();
  return (
    <nav aria-label={t('mobile.menuTitle')} className="flex flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {mobileMenu.map((id) => {
          const page = getPage(id);
          const Icon = page.icon;
          return (
            <li key={id}>
              <NavLink
                href={page.path}
                pendingLabel={tc('loadingPage')}
                className="flex min-h-11 items-center gap-3 rounded-md px-3 text-base hover:bg-muted data-[active]:bg-accent data-[active]:font-semibold data-[active]:text-accent-foreground"
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(`links.${id}.title` as never)}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <a
        href={chatProductUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ size: 'lg' }, 'mt-4')}
      >
        <Sparkles aria-hidden="true" className="size-5" />
        {t('mobile.tryNow')}
        <span className="sr-only"> {tc('opensInNewTab')}</span>
      </a>
      <div className="mt-6 flex items-center justify-between gap-3 border-t pt-4">
        <span className="text-sm text-muted-foreground">{theme.label}</span>
        <ThemePicker text={theme} />
      </div>
    </nav>
  );
}
