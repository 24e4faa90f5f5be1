'use client';

import type { FontSize, Theme } from '@/lib/settings/settings-schema';
import { useSettings } from './settings-provider';

type ChoiceField = { theme: Theme; fontSize: FontSize };

/** A setting with a few named values, as a group of native radio buttons. */
export function ChoiceSetting<K extends keyof ChoiceField>({
  field,
  label,
  description,
  options,
}: {
  field: K;
  label: string;
  description: string;
  options: { value: ChoiceField[K]; label: string }[];
}) {
  const { ready, settings, updateSetting } = useSettings();
  const id = `setting-${field}`;
  return (
    <fieldset aria-describedby={`${id}-description`} className="py-4 first:pt-0 last:pb-0">
      <legend className="float-left font-medium">{label}</legend>
      <p
        id={`${id}-description`}
        className="clear-left mt-1 max-w-2xl text-sm text-muted-foreground"
      >
        {description}
      </p>
      <div className={`mt-3 flex flex-wrap gap-2 ${ready ? '' : 'invisible'}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input px-4 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground"
          >
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={settings[field] === option.value}
              onChange={() => updateSetting(field, option.value as never)}
              className="size-4 accent-[var(--primary)]"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
