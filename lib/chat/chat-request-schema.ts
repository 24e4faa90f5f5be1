import 'server-only';
import { z } from 'zod';
import { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES, CHAT_MAX_PATH_CHARS } from './limits';

const message = z.strictObject({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(CHAT_MAX_MESSAGE_CHARS),
});

/**
 * The body of POST /api/chat. Strict: a client-sent system message, an unknown role or an
 * extra key is refused rather than dropped (docs/decisions.md), and the last turn is the user's.
 */
export const chatRequestSchema = z.strictObject({
  path: z
    .string()
    .max(CHAT_MAX_PATH_CHARS)
    .regex(/^\/[\w\-./~%]*$/, 'A site path starting with /.'),
  messages: z
    .array(message)
    .min(1)
    .max(CHAT_MAX_MESSAGES)
    .refine((list) => list[list.length - 1]?.role === 'user', {
      message: 'The last message must be from the user.',
    }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
