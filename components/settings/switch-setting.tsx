'use client';

import { Switch } from '@/components/ui/switch';
import type { SettingKey, Settings } from '@/lib/settings/settings-schema';
import { SettingRow } from './settings-group';
import { useSettings } from './settings-provider';

type BooleanKey = { [K in SettingKey]: Settings[K] extends boolean ? K : never }[SettingKey];

/** An on/off setting with its visible label and description. */
export function SwitchSetting({
  field,
  label,
  description,
}: {
  field: BooleanKey;
  label: string;
  description: string;
}) {
  const { ready, settings, updateSetting } = useSettings();
  const id = `setting-${field}`;
  return (
    <SettingRow
      label={
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      }
      description={description}
      descriptionId={`${id}-description`}
    >
      {/* Hidden, not wrong, until the stored value is known. */}
      <Switch
        id={id}
        checked={settings[field]}
        onCheckedChange={(value) => updateSetting(field, value)}
        aria-describedby={`${id}-description`}
        className={ready ? '' : 'invisible'}
      />
    </SettingRow>
  );
}
