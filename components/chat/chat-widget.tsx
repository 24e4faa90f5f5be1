import { getMessages } from 'next-intl/server';
import { ChatLauncher } from './chat-launcher';

/** The assistant on every page: a launcher that loads the panel on first use. */
export async function ChatWidget() {
  const { chat } = await getMessages();
  const { launcher, panel, suggestions, toasts } = chat;
  return <ChatLauncher texts={{ launcher, panel, suggestions, toasts }} />;
}
