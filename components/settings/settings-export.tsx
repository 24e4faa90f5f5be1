'use client';

import { SettingsAction } from './settings-group';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useSettings } from './settings-provider';

export type ExportText = {
  title: string;
  description: string;
  copy: string;
  download: string;
  copied: string;
  copyFailed: string;
  downloaded: string;
};

/** Export as formatted JSON: to the clipboard or as a file. */
export function SettingsExport({ text }: { text: ExportText }) {
  const { exportSettings } = useSettings();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(exportSettings());
      notify({ title: text.copied, variant: 'success' });
    } catch {
      notify({ title: text.copyFailed, variant: 'error' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([exportSettings()], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'yno-settings.json',
    });
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
    notify({ title: text.downloaded, variant: 'success' });
  };

  return (
    <SettingsAction title={text.title} description={text.description}>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={copy}>
          {text.copy}
        </button>
        <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={download}>
          {text.download}
        </button>
      </div>
    </SettingsAction>
  );
}
