'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  optionalCategories,
  type ConsentPreferences,
  type OptionalCategory,
} from '@/lib/consent/consent-record';

export type ConsentChoices = Omit<ConsentPreferences, 'essential'>;

/**
 * The banner's detailed view: a switch per category and the buttons that save them. Its code
 * loads only when a visitor asks for it (Customize, or Cookie settings), since most choose
 * from the summary.
 */
export default function ConsentDetails({
  baseId,
  gpc,
  choices,
  onChange,
  onSave,
  onAcceptAll,
  onBack,
}: {
  baseId: string;
  gpc: boolean;
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
  onSave: () => void;
  onAcceptAll: () => void;
  onBack: () => void;
}) {
  // Analytics' wording is the one that fits this site (components/consent/consent-messages.ts).
  const t = useTranslations('consent');
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{t('detailsIntro')}</p>
      <ul className="mt-4 space-y-2">
        <CategoryRow
          id={`${baseId}-essential`}
          title={t('categories.essential.title')}
          description={t('categories.essential.description')}
          note={t('alwaysOn')}
          checked
          disabled
        />
        {optionalCategories.map((category: OptionalCategory) => (
          <CategoryRow
            key={category}
            id={`${baseId}-${category}`}
            title={t(`categories.${category}.title`)}
            description={t(`categories.${category}.description`)}
            note={category === 'marketing' && gpc ? t('gpcMarketing') : undefined}
            checked={choices[category]}
            onCheckedChange={(value) => onChange({ ...choices, [category]: value })}
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={onSave}>
          {t('savePreferences')}
        </button>
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' })}
          onClick={onAcceptAll}
        >
          {t('acceptAll')}
        </button>
        <button type="button" className={buttonClasses({ variant: 'ghost' })} onClick={onBack}>
          {t('back')}
        </button>
      </div>
    </>
  );
}

function CategoryRow({
  id,
  title,
  description,
  note,
  checked,
  disabled,
  onCheckedChange,
}: {
  id: string;
  title: string;
  description: string;
  note?: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {title}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
          {note && <span className="mt-1 block font-medium text-foreground">{note}</span>}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="mt-1"
      />
    </li>
  );
}
