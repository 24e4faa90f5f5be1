import { getMessages } from 'next-intl/server';
import { ChatLauncher } from './chat-launcher';

/** The assistant on every page: a launcher that loads the panel, and its text, on first use. */
export async function ChatWidget() {
  const { chat } = await getMessages();
  return <ChatLauncher texts={{ launcher: chat.launcher }} />;
}
