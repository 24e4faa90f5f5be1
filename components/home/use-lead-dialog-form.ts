'use client';

import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type Resolver,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import type { LeadKind } from '@/lib/leads/lead-kinds';
import type { LeadDialogProps } from './lead-dialog-frame';
import { useLeadSender } from './use-lead-sender';

/**
 * The one form pattern of the lead dialogs: react-hook-form with the lead's zod schema,
 * fields checked when left, sent through useLeadSender. Once the lead went through, the form
 * resets, the dialog closes and the launcher shows its success alert.
 *
 * zod comes with the dialog's own code, which the page fetches ahead of the tap: loading it
 * only once the dialog was open bought no tap a visitor feels (docs/performance.md).
 */
export function useLeadDialogForm<Input extends FieldValues, Output extends FieldValues>({
  schema,
  defaultValues,
  kind,
  fields,
  minDurationMs,
  dialog,
}: {
  schema: z.ZodMiniType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  kind: LeadKind;
  fields: readonly Path<Input>[];
  minDurationMs?: number;
  dialog: Pick<LeadDialogProps, 'open' | 'onOpenChange' | 'onSuccess'>;
}) {
  const resolver = useMemo(
    () => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    [schema],
  );
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues, mode: 'onTouched' });
  const { failed, setFailed, send } = useLeadSender({
    kind,
    fields,
    minDurationMs,
    onSent: () => {
      form.reset();
      dialog.onOpenChange(false);
      dialog.onSuccess();
    },
    onFieldError: (field, code) => form.setError(field, { type: 'server', message: code }),
  });
  const submit = form.handleSubmit(async (values) => {
    await send(values);
  });
  return { form, schema, failed, setFailed, submit };
}
