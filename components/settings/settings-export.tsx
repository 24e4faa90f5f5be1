'use client';

import { useId } from 'react';
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
  const id = useId();

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
    <div role="group" aria-labelledby={`${id}-title`} className="py-4 first:pt-0 last:pb-0">
      <h3 id={`${id}-title`} className="font-medium">
        {text.title}
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-muted-foreground">{text.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={copy}>
          {text.copy}
        </button>
        <button type="button" className={buttonClasses({ variant: 'outline' })} onClick={download}>
          {text.download}
        </button>
      </div>
    </div>
  );
}
