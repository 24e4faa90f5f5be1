import * as z from 'zod/mini';
import { emailField } from './email-field';

/** The subscribe box (docs/specification.md §3 and §5): one e-mail address. */
export const subscribeSchema = z.strictObject({ email: emailField() });

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type SubscribeRequest = z.output<typeof subscribeSchema>;
