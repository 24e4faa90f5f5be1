'use client';

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { afterNextPaint } from '@/lib/browser/after-next-paint';
import {
  importSettings as readImport,
  MAX_IMPORT_CHARS,
  type ImportFailure,
} from '@/lib/settings/settings-transfer';
import { useSettings } from './settings-provider';

export type ImportText = {
  title: string;
  description: string;
  textLabel: string;
  submit: string;
  chooseFile: string;
  success: string;
  ignoredLabel: string;
  errors: Record<ImportFailure | 'empty' | 'fileUnreadable', string>;
};

type Status = { ok: true; ignored: string[] } | { ok: false; message: string };

/** Import from pasted JSON or a file; the result is announced next to the field. */
export function SettingsImport({ text }: { text: ImportText }) {
  const { settings, importSettings } = useSettings();
  const [json, setJson] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();

  const run = (input: string) => {
    if (!input.trim()) return setStatus({ ok: false, message: text.errors.empty });
    // The result shows at once; applying it (a new text size restyles the whole page) follows
    // once that frame is painted.
    const result = readImport(input, settings);
    if (result.ok) afterNextPaint(() => importSettings(input));
    setStatus(
      result.ok
        ? { ok: true, ignored: result.ignored }
        : { ok: false, message: text.errors[result.reason] },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(json);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    // UTF-8 needs at most 4 bytes a character: anything bigger cannot fit the limit.
    if (chosen.size > MAX_IMPORT_CHARS * 4)
      return setStatus({ ok: false, message: text.errors.tooLarge });
    try {
      run(await chosen.text());
    } catch {
      setStatus({ ok: false, message: text.errors.fileUnreadable });
    }
  };

  return (
    <form onSubmit={onSubmit} className="py-4 first:pt-0 last:pb-0" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-medium">
        {text.title}
      </h3>
      <p id={`${id}-help`} className="mt-1 max-w-2xl text-sm text-muted-foreground">
        {text.description}
      </p>
      <label htmlFor={`${id}-json`} className="mt-3 block text-sm font-medium">
        {text.textLabel}
      </label>
      <textarea
        id={`${id}-json`}
        value={json}
        onChange={(event) => setJson(event.target.value)}
        rows={5}
        spellCheck={false}
        aria-describedby={`${id}-help ${id}-status`}
        aria-invalid={status?.ok === false ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-input bg-background p-3 font-mono text-sm text-foreground"
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses({ variant: 'primary' })}>
          {text.submit}
        </button>
        <button
          type="button"
          className={buttonClasses({ variant: 'outline' })}
          onClick={() => file.current?.click()}
        >
          {text.chooseFile}
        </button>
        <input
          ref={file}
          type="file"
          accept="application/json,.json,text/plain"
          onChange={onFile}
          aria-label={text.chooseFile}
          hidden
        />
      </div>
      <div id={`${id}-status`} role="status" className="mt-3 text-sm">
        {status?.ok === true && (
          <>
            <p className="font-medium text-success">{text.success}</p>
            {status.ignored.length > 0 && (
              <p className="mt-1 break-words text-muted-foreground">
                {text.ignoredLabel}{' '}
                {status.ignored.slice(0, 8).map((key, index) => (
                  <span key={index}>
                    {index > 0 && ', '}
                    <code className="font-mono">
                      {key.length > 40 ? `${key.slice(0, 40)}…` : key}
                    </code>
                  </span>
                ))}
                {status.ignored.length > 8 && ', …'}
              </p>
            )}
          </>
        )}
        {status?.ok === false && <p className="font-medium text-danger">{status.message}</p>}
      </div>
    </form>
  );
}
