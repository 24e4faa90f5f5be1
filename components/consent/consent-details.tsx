'use client';

import { buttonClasses } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import {
  optionalCategories,
  type ConsentPreferences,
  type OptionalCategory,
} from '@/lib/consent/consent-record';
import type { ConsentText } from './consent-text';

export type ConsentChoices = Omit<ConsentPreferences, 'essential'>;

/**
 * The banner's detailed view: a switch per category and the buttons that save them. Its code
 * loads only when a visitor asks for it (Customize, or Cookie settings), since most choose
 * from the summary.
 */
export default function ConsentDetails({
  text,
  baseId,
  gpc,
  choices,
  onChange,
  onSave,
  onAcceptAll,
  onBack,
}: {
  text: ConsentText;
  baseId: string;
  gpc: boolean;
  choices: ConsentChoices;
  onChange: (choices: ConsentChoices) => void;
  onSave: () => void;
  onAcceptAll: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <p className="mt-2 text-sm text-muted-foreground">{text.detailsIntro}</p>
      <ul className="mt-4 space-y-2">
        <CategoryRow
          id={`${baseId}-essential`}
          title={text.categories.essential.title}
          description={text.categories.essential.description}
          note={text.alwaysOn}
          checked
          disabled
        />
        {optionalCategories.map((category: OptionalCategory) => (
          <CategoryRow
            key={category}
            id={`${baseId}-${category}`}
            title={text.categories[category].title}
            description={text.categories[category].description}
            note={category === 'marketing' && gpc ? text.gpcMarketing : undefined}
            checked={choices[category]}
            onCheckedChange={(value) => onChange({ ...choices, [category]: value })}
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: 'primary' })} onClick={onSave}>
          {text.savePreferences}
        </button>
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' })}
          onClick={onAcceptAll}
        >
          {text.acceptAll}
        </button>
        <button type="button" className={buttonClasses({ variant: 'ghost' })} onClick={onBack}>
          {text.back}
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
