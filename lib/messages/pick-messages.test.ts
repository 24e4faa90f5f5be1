import { enMessages as english, type Messages } from './en-messages';
import { pickMessages } from './pick-messages';

// The catalogue's own namespaces, without the links and words documents add.
const enMessages = english as unknown as Messages;

describe('pickMessages', () => {
  it('keeps whole namespaces and single entries, and nothing else', () => {
    const picked = pickMessages(enMessages, ['consent', 'chat.panel', 'chat.toasts']);
    expect(Object.keys(picked).sort()).toEqual(['chat', 'consent']);
    expect(picked.consent).toEqual(enMessages.consent);
    expect(Object.keys(picked.chat ?? {}).sort()).toEqual(['panel', 'toasts']);
    expect(picked.chat?.panel).toEqual(enMessages.chat.panel);
  });

  it('merges a namespace named twice, whole or in parts', () => {
    const picked = pickMessages(enMessages, ['common.close', 'common', 'search.close']);
    expect(picked.common).toEqual(enMessages.common);
    expect(picked.search).toEqual({ close: enMessages.search.close });
  });
});
